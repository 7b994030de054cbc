// Cues written as a SubRip or WebVTT file, and the plain transcript (a line per sentence).
import { joinWords } from './cue-lines';
import type { Cue } from './cue-timing';
import type { SpokenWord } from './spoken-words';

function timestamp(seconds: number, decimalMark: ',' | '.'): string {
  const milliseconds = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor(milliseconds / 60_000) % 60;
  const wholeSeconds = Math.floor(milliseconds / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(wholeSeconds)}${decimalMark}${pad(milliseconds % 1000, 3)}`;
}

const timing = (cue: Cue, decimalMark: ',' | '.') =>
  `${timestamp(cue.start, decimalMark)} --> ${timestamp(cue.end, decimalMark)}`;

export function srtText(cues: readonly Cue[]): string {
  return cues.map((cue, index) => `${index + 1}\n${timing(cue, ',')}\n${cue.lines.join('\n')}\n`).join('\n');
}

export function vttText(cues: readonly Cue[], language: string): string {
  const body = cues.map((cue) => `${timing(cue, '.')}\n${cue.lines.join('\n')}\n`).join('\n');
  return `WEBVTT\nLanguage: ${language}\n\n${body}`;
}

/** The words as running text, a line per sentence. */
export function transcriptText(words: readonly SpokenWord[], language: string): string {
  const lines: string[] = [];
  let sentence: SpokenWord[] = [];
  for (const word of words) {
    sentence.push(word);
    if (word.breakAfter !== 'sentence') continue;
    lines.push(joinWords(sentence, language));
    sentence = [];
  }
  if (sentence.length > 0) lines.push(joinWords(sentence, language));
  return lines.map((line) => `${line}\n`).join('');
}
