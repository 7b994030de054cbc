// SubRip: optional cue number, a timing line (`00:00:01,000 --> 00:00:04,000`, maybe followed by
// positioning), then the text up to the next cue. Blank lines inside a cue's text are tolerated, as
// players do.
import { UserFacingError } from '../../errors';
import { tokeniseHtmlCue } from './html-cue-tokens';
import { type LineSpans, lineSpans } from './line-spans';
import { malformed } from './malformed';
import type { CueRegion, SubtitleFlavour } from './subtitle-flavour';
import { lineEndingOf } from './text-lines';

const time = String.raw`\d+:\d{1,2}:\d{2}(?:[,.:]\d{1,3})?`;
const timingLine = new RegExp(String.raw`^\s*${time}\s*-->\s*${time}(?:\s.*)?$`);
// A line that starts like a timing but is not one: broken or cut off.
const timingAttempt = /-->|^\s*\d+:\d\d:\d\d[,.]\d*\s*-/;
const cueNumber = /^\s*\d+\s*$/;

/** The SRT file's text and its lines, read by index so a long file costs no object per line. */
interface SrtLines extends LineSpans {
  text: string;
}

function content(lines: SrtLines, index: number): string {
  return lines.text.slice(lines.starts[index], lines.ends[index]);
}

function isBlankLine(lines: SrtLines, index: number): boolean {
  return content(lines, index).trim() === '';
}

function timingIndexes(lines: SrtLines): number[] {
  const { text, ends } = lines;
  const indexes: number[] = [];
  // Both patterns need a `-`, which dialogue lines seldom have: only lines holding one are tested.
  // `dash` is always the first `-` at or after the current line's start.
  let dash = text.indexOf('-');
  for (let index = 0; index < ends.length && dash !== -1; index += 1) {
    const end = ends[index] as number;
    if (dash >= end) continue;
    const line = content(lines, index);
    if (timingLine.test(line)) indexes.push(index);
    else if (timingAttempt.test(line))
      throw malformed('SRT', index + 1, 'expected a timing line like "00:00:01,000 --> 00:00:04,000"');
    dash = text.indexOf('-', end);
  }
  return indexes;
}

/** The first line of the cue whose timing is at `timing`: its number, when it has one. */
function cueStart(lines: SrtLines, timing: number, after: number): number {
  return timing - 1 > after && cueNumber.test(content(lines, timing - 1)) ? timing - 1 : timing;
}

function checkBeforeFirstCue(lines: SrtLines, firstCueLine: number): void {
  for (let index = 0; index < firstCueLine; index += 1)
    if (!isBlankLine(lines, index))
      throw malformed('SRT', index + 1, 'expected a cue number or a timing line');
}

function locateSrtCues(text: string): CueRegion[] {
  const lines: SrtLines = { text, ...lineSpans(text) };
  const timings = timingIndexes(lines);
  if (timings.length === 0)
    throw new UserFacingError(
      'bad_file',
      'This SRT file has no subtitles: no timing line like "00:00:01,000 --> 00:00:04,000" was found.',
    );
  checkBeforeFirstCue(lines, cueStart(lines, timings[0] ?? 0, -1));
  const regions: CueRegion[] = [];
  const lastLine = lines.ends.length - 1;
  timings.forEach((timing, index) => {
    const next = timings[index + 1];
    let last = next === undefined ? lastLine : cueStart(lines, next, timing) - 1;
    while (last > timing && isBlankLine(lines, last)) last -= 1;
    if (last > timing)
      regions.push({ start: lines.starts[timing + 1] as number, end: lines.ends[last] as number });
  });
  return regions;
}

export const srtFlavour: SubtitleFlavour = {
  name: 'SRT',
  locateCues: locateSrtCues,
  tokenise: tokeniseHtmlCue,
  addedLineBreak: lineEndingOf,
};
