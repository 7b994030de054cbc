// Cues written as a SubRip or WebVTT file.
import type { Cue } from './cue-timing';

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
