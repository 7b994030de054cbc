// A deliberately simple subtitle reader for tests, written apart from the format's own code: it finds
// each cue's timing and text the way a player would, so tests can check that a rebuilt file still has
// the same cues at the same times.
import { decodeSubtitleText } from '../subtitle-text';

export interface ParsedCue {
  /** Everything that fixes when and where the cue shows: timing line, or the ASS fields before Text. */
  timing: string;
  text: string;
}

export type SubtitleKind = 'srt' | 'vtt' | 'ass';

/** SRT and WebVTT: a line with `-->` is a timing; the text runs to the next blank line. */
function timedCues(text: string): ParsedCue[] {
  const lines = text.split(/\r?\n/);
  const cues: ParsedCue[] = [];
  lines.forEach((line, index) => {
    if (!line.includes('-->')) return;
    const body: string[] = [];
    for (let at = index + 1; at < lines.length && (lines[at] ?? '').trim() !== ''; at += 1)
      body.push(lines[at] ?? '');
    cues.push({ timing: line, text: body.join('\n') });
  });
  return cues;
}

/** ASS/SSA: `Dialogue:` lines; Text is what follows the ninth comma. */
function dialogueCues(text: string): ParsedCue[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.startsWith('Dialogue:'))
    .map((line) => {
      const fields = line.split(',');
      return { timing: fields.slice(0, 9).join(','), text: fields.slice(9).join(',') };
    });
}

export function parseCues(file: Buffer, kind: SubtitleKind): ParsedCue[] {
  const { text } = decodeSubtitleText(file, kind);
  if (kind === 'vtt' && !text.startsWith('WEBVTT')) throw new Error('not WebVTT: no WEBVTT header');
  return kind === 'ass' ? dialogueCues(text) : timedCues(text);
}

/** The text a viewer reads: markup, override blocks and line breaks removed. */
export function visibleText(cueText: string): string {
  return cueText
    .replace(/<[^<>]*>|\{[^{}]*\}|\\[Nnh]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The markup of a cue, in order: tags and override blocks. */
export function cueMarkup(cueText: string): string[] {
  return cueText.match(/<[^<>]*>|\{[^{}]*\}/g) ?? [];
}
