// SubRip: optional cue number, a timing line (`00:00:01,000 --> 00:00:04,000`, maybe followed by
// positioning), then the text up to the next cue. Blank lines inside a cue's text are tolerated, as
// players do.
import { UserFacingError } from '../../errors';
import { tokeniseHtmlCue } from './html-cue-tokens';
import { malformed } from './malformed';
import type { CueRegion, SubtitleFlavour } from './subtitle-flavour';
import { isBlank, lineEndingOf, type TextLine, textLines } from './text-lines';

const time = String.raw`\d+:\d{1,2}:\d{2}(?:[,.:]\d{1,3})?`;
const timingLine = new RegExp(String.raw`^\s*${time}\s*-->\s*${time}(?:\s.*)?$`);
// A line that starts like a timing but is not one: broken or cut off.
const timingAttempt = /-->|^\s*\d+:\d\d:\d\d[,.]\d*\s*-/;
const cueNumber = /^\s*\d+\s*$/;

function timingIndexes(lines: readonly TextLine[]): number[] {
  const indexes: number[] = [];
  for (const [index, line] of lines.entries()) {
    if (timingLine.test(line.content)) indexes.push(index);
    else if (timingAttempt.test(line.content))
      throw malformed('SRT', line.number, 'expected a timing line like "00:00:01,000 --> 00:00:04,000"');
  }
  return indexes;
}

/** The first line of the cue whose timing is at `timing`: its number, when it has one. */
function cueStart(lines: readonly TextLine[], timing: number, after: number): number {
  const previous = lines[timing - 1];
  return timing - 1 > after && previous && cueNumber.test(previous.content) ? timing - 1 : timing;
}

function checkBeforeFirstCue(lines: readonly TextLine[], firstCueLine: number): void {
  const stray = lines.slice(0, firstCueLine).find((line) => !isBlank(line));
  if (stray) throw malformed('SRT', stray.number, 'expected a cue number or a timing line');
}

function locateSrtCues(text: string): CueRegion[] {
  const lines = textLines(text);
  const timings = timingIndexes(lines);
  if (timings.length === 0)
    throw new UserFacingError(
      'bad_file',
      'This SRT file has no subtitles: no timing line like "00:00:01,000 --> 00:00:04,000" was found.',
    );
  checkBeforeFirstCue(lines, cueStart(lines, timings[0] ?? 0, -1));
  const regions: CueRegion[] = [];
  timings.forEach((timing, index) => {
    const next = timings[index + 1];
    let last = next === undefined ? lines.length - 1 : cueStart(lines, next, timing) - 1;
    while (last > timing && isBlank(lines[last])) last -= 1;
    const first = lines[timing + 1];
    const end = lines[last];
    if (last > timing && first && end) regions.push({ start: first.start, end: end.end });
  });
  return regions;
}

export const srtFlavour: SubtitleFlavour = {
  name: 'SRT',
  locateCues: locateSrtCues,
  tokenise: tokeniseHtmlCue,
  addedLineBreak: lineEndingOf,
};
