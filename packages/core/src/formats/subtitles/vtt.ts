// WebVTT: a `WEBVTT` header, then blocks separated by blank lines. A cue block is an optional id, a
// timing line with optional settings (`line:0 position:20%`), and its text; NOTE, STYLE and REGION
// blocks and the header are kept untouched.
import { UserFacingError } from '../../errors';
import { tokeniseHtmlCue } from './html-cue-tokens';
import { malformed } from './malformed';
import type { CueRegion, SubtitleFlavour } from './subtitle-flavour';
import { isBlank, lineEndingOf, type TextLine, textLines } from './text-lines';

const time = String.raw`(?:\d+:)?\d{2}:\d{2}\.\d{3}`;
const timingLine = new RegExp(String.raw`^${time}[ \t]+-->[ \t]+${time}(?:[ \t].*)?$`);
const header = /^WEBVTT(?:[ \t].*)?$/;
const untranslatedBlock = /^(?:NOTE|STYLE|REGION)(?:[ \t].*)?$/;

function blocks(lines: readonly TextLine[]): TextLine[][] {
  const found: TextLine[][] = [];
  let current: TextLine[] = [];
  for (const line of lines) {
    if (isBlank(line)) {
      if (current.length > 0) found.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) found.push(current);
  return found;
}

function cueText(block: readonly TextLine[]): CueRegion | undefined {
  const timingAt = block.findIndex((line) => line.content.includes('-->'));
  // Per the specification a block with no timing in its first two lines is not a cue, and is skipped.
  if (timingAt < 0 || timingAt > 1) return undefined;
  const timing = block[timingAt] as TextLine;
  if (!timingLine.test(timing.content))
    throw malformed('WebVTT', timing.number, 'expected a timing line like "00:00:01.000 --> 00:00:04.000"');
  const first = block[timingAt + 1];
  const last = block[block.length - 1];
  return first && last ? { start: first.start, end: last.end } : undefined;
}

function locateVttCues(text: string): CueRegion[] {
  const lines = textLines(text);
  if (!header.test(lines[0]?.content ?? ''))
    throw new UserFacingError(
      'bad_file',
      'This WebVTT file does not start with "WEBVTT" on its first line.',
      {
        line: 1,
      },
    );
  const [, ...rest] = blocks(lines);
  return rest
    .filter((block) => !untranslatedBlock.test(block[0]?.content ?? ''))
    .flatMap((block) => cueText(block) ?? []);
}

/** `Language: en` in the header block (before the first blank line) becomes the target language. */
function retargetVttHeader(header: string, to: string): string {
  const headerEnd = header.search(/\r?\n[ \t]*\r?\n/);
  const end = headerEnd < 0 ? header.length : headerEnd;
  return header.slice(0, end).replace(/^(Language:[ \t]*)[^\s]+/m, `$1${to}`) + header.slice(end);
}

export const vttFlavour: SubtitleFlavour = {
  name: 'WebVTT',
  locateCues: locateVttCues,
  tokenise: tokeniseHtmlCue,
  addedLineBreak: lineEndingOf,
  retargetHeader: retargetVttHeader,
};
