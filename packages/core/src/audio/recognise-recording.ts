// A whole recording through one speech engine, a chunk at a time: each chunk's words are moved to the
// recording's clock, and the language the engine heard in the first chunk is asked of every later one,
// so one recording is read as one language.
import { resolveLanguage } from '../languages';
import { decodeChunks } from './media/decode-chunks';
import { secondsOf } from './media/pcm';
import type { Phrase, SpeechEngine } from './speech/speech-engine';

export interface RecordingSpeech {
  phrases: Phrase[];
  /**
   * The language code the recording was recognised in: the one asked for, or the one the engine heard;
   * "auto" still when it was asked to find out and did not say (the translation then detects it in the text).
   */
  language: string;
}

export interface RecognitionRequest {
  path: string;
  engine: SpeechEngine;
  /** A language code, or "auto". */
  language: string;
  /** Called after each chunk with the seconds of sound done. */
  onSeconds?: (secondsDone: number) => void | Promise<void>;
  signal?: AbortSignal;
}

function shifted(phrases: Phrase[], offset: number): Phrase[] {
  return phrases.map((phrase) => ({
    words: phrase.words.map((word) => ({ ...word, start: word.start + offset, end: word.end + offset })),
  }));
}

/** The engine's name for what it heard (`english`, `en`) as a code; "auto" stays when it names none Verso knows. */
function heardLanguage(reported: string | undefined): string | undefined {
  try {
    return reported ? resolveLanguage(reported).code : undefined;
  } catch {
    return undefined;
  }
}

export async function recogniseRecording(request: RecognitionRequest): Promise<RecordingSpeech> {
  const { engine, signal } = request;
  const asked = request.language === 'auto' ? 'auto' : resolveLanguage(request.language).code;
  let language = asked;
  const phrases: Phrase[] = [];
  const sizes = { maxSeconds: engine.chunkSeconds, searchSeconds: Math.min(10, engine.chunkSeconds / 4) };
  for await (const chunk of decodeChunks(request.path, sizes, signal)) {
    const speech = await engine.transcribe(chunk, language, signal);
    phrases.push(...shifted(speech.phrases, chunk.startSeconds));
    if (language === 'auto') language = heardLanguage(speech.language) ?? 'auto';
    await request.onSeconds?.(chunk.startSeconds + secondsOf(chunk.pcm));
  }
  return { phrases, language };
}
