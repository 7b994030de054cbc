// What every speech recognition engine offers: a chunk of 16 kHz mono sound in, the words heard with
// their times out. Engines are named and chosen like translation engines (speech/registry.ts).
import type { EngineStatus } from '../../engines/engine';
import type { AudioChunk } from '../media/decode-chunks';

export interface TimedWord {
  /** As the engine wrote it, punctuation included when it gives any (Whisper does, PocketSphinx not). */
  text: string;
  /** Seconds from the start of the chunk. */
  start: number;
  end: number;
}

/**
 * A stretch of speech the engine heard as one: a PocketSphinx utterance (speech between silences) or a
 * Whisper segment. Its end is a place where a subtitle may well end.
 */
export interface Phrase {
  words: TimedWord[];
}

export interface RecognisedSpeech {
  phrases: Phrase[];
  /** The language the engine heard, as it names it (`en` or `english`), when it says. */
  language?: string;
}

export interface SpeechEngine {
  id: string;
  label: string;
  /** One or two sentences for the form and `verso engines`: what it does well and what it cannot do. */
  description: string;
  /** True when the sound never leaves this machine. */
  offline: boolean;
  /** The one language the engine hears, when it hears only one (PocketSphinx: English). */
  onlyLanguage?: string;
  /** The longest chunk the engine takes at once (the decoder cuts the recording into such chunks). */
  chunkSeconds: number;
  status(): Promise<EngineStatus>;
  /**
   * Throws a UserFacingError when the engine cannot recognise `language` (a code, or "auto" for the
   * engine to find out); called before any sound is decoded.
   */
  assertLanguage(language: string): void;
  transcribe(chunk: AudioChunk, language: string, signal?: AbortSignal): Promise<RecognisedSpeech>;
}
