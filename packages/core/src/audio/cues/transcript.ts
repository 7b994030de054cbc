// The transcript: a line per sentence, each with the time it was spoken, in the recording's language or
// translated. Written as plain text and as a Word document (transcript-docx.ts).
import { joinWords } from './cue-lines';
import type { Cue } from './cue-timing';
import type { SpokenWord } from './spoken-words';

export interface TranscriptLine {
  /** Seconds from the start of the recording. */
  start: number;
  text: string;
}

/** The recognised words, a line per sentence. */
export function sourceTranscript(words: readonly SpokenWord[], language: string): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  let sentence: SpokenWord[] = [];
  const endSentence = () => {
    if (sentence.length > 0)
      lines.push({ start: sentence[0]?.start ?? 0, text: joinWords(sentence, language) });
    sentence = [];
  };
  for (const word of words) {
    sentence.push(word);
    if (word.breakAfter === 'sentence') endSentence();
  }
  endSentence();
  return lines;
}

/** The cues' translations (one per cue, in order), a line per sentence the cues end. */
export function translatedTranscript(
  cues: readonly Cue[],
  translations: readonly string[],
): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  let line: TranscriptLine | undefined;
  for (const [index, cue] of cues.entries()) {
    const text = (translations[index] ?? '').replace(/\s*\n\s*/g, ' ').trim();
    line = line ? { ...line, text: `${line.text} ${text}` } : { start: cue.start, text };
    if (cue.endsSentence) {
      lines.push(line);
      line = undefined;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export const transcriptText = (lines: readonly TranscriptLine[]) =>
  lines.map((line) => `${line.text}\n`).join('');
