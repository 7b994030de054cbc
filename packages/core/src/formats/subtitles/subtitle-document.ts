// Extract and rebuild for every subtitle flavour: each cue with text is a segment; everything between
// cues (numbers, timings, headers, styles, blank lines) is kept as it was.
import { stripPlaceholders } from '../../segments/placeholders';
import type { ExtractedDocument, RebuildTarget } from '../format';
import type { TextEncoding } from '../text-files/text-encoding';
import { encodeText } from '../text-files/text-encoding';
import { CueMarkupError, type CueSegment, cueSegment, renderCueLine } from './cue-markup';
import { lineAt, malformed } from './malformed';
import { cueLines } from './rewrap';
import type { SubtitleFlavour } from './subtitle-flavour';
import { decodeSubtitleText } from './subtitle-text';

interface CueSlot extends CueSegment {
  /** The cue's text as written, for bilingual output. */
  source: string;
}

export interface SubtitleSkeleton {
  encoding: TextEncoding;
  /** One more than `cues`: before the first cue's text, between each two, after the last. */
  gaps: string[];
  cues: CueSlot[];
  addedLineBreak: string;
}

function segmentOf(flavour: SubtitleFlavour, text: string, start: number, source: string): CueSegment {
  try {
    return cueSegment(flavour.tokenise(source));
  } catch (error) {
    if (!(error instanceof CueMarkupError)) throw error;
    throw malformed(flavour.name, lineAt(text, start), error.message);
  }
}

// A non-space character outside every `<…>` cannot be part of a placeholder, so the cue has text to
// show; this settles nearly every cue without rewriting it as stripPlaceholders does.
const shownOutsideTags = /(?:^|>)[^<]*?[^\s<>]/;

/** Whether anything but markup is left: an empty `<i></i>` or a lone `{\an8}` has nothing to translate. */
function hasVisibleText(segmentText: string): boolean {
  return shownOutsideTags.test(segmentText) || stripPlaceholders(segmentText).trim() !== '';
}

export function extractSubtitles(
  input: Buffer,
  flavour: SubtitleFlavour,
): ExtractedDocument<SubtitleSkeleton> {
  const { text, encoding } = decodeSubtitleText(input, flavour.name);
  const gaps: string[] = [];
  const cues: CueSlot[] = [];
  let position = 0;
  for (const { start, end } of flavour.locateCues(text)) {
    const source = text.slice(start, end);
    const segment = segmentOf(flavour, text, start, source);
    // Markup alone has nothing to translate: it stays in the gap.
    if (!hasVisibleText(segment.text)) continue;
    gaps.push(text.slice(position, start));
    cues.push({ text: segment.text, markup: segment.markup, lineBreaks: segment.lineBreaks, source });
    position = end;
  }
  gaps.push(text.slice(position));
  return {
    segments: cues.map((cue, index) => ({ id: `cue${index + 1}`, text: cue.text })),
    skeleton: { encoding, gaps, cues, addedLineBreak: flavour.addedLineBreak(text) },
  };
}

/**
 * Whether the translation, written as it is, already is the cue's text: it holds no placeholder and
 * kept exactly the cue's line breaks, all of them `\n`. Most cues of a long file are, and skip the
 * line split and re-join.
 */
function writesAsIs(cue: CueSlot, translation: string): boolean {
  if (translation.includes('<')) return false;
  let breaks = 0;
  for (let at = translation.indexOf('\n'); at !== -1; at = translation.indexOf('\n', at + 1)) {
    if (cue.lineBreaks[breaks] !== '\n') return false;
    breaks += 1;
  }
  return breaks === cue.lineBreaks.length;
}

function renderLines(cue: CueSlot, translation: string, target: RebuildTarget, addedBreak: string): string {
  const lines = cueLines(translation, cue.lineBreaks.length + 1, target.to, target.options.maxLineChars);
  let rendered = renderCueLine(lines[0] ?? '', cue.markup);
  for (let index = 1; index < lines.length; index += 1)
    rendered += (cue.lineBreaks[index - 1] ?? addedBreak) + renderCueLine(lines[index] ?? '', cue.markup);
  return rendered;
}

function renderCue(cue: CueSlot, translation: string, target: RebuildTarget, addedBreak: string): string {
  const rendered =
    writesAsIs(cue, translation) && target.options.maxLineChars === undefined
      ? translation
      : renderLines(cue, translation, target, addedBreak);
  if (!target.options.bilingual) return rendered;
  return `${cue.source}${cue.lineBreaks[0] ?? addedBreak}${rendered}`;
}

const piecesPerChunk = 512;

export function rebuildSubtitles(
  { skeleton }: ExtractedDocument<SubtitleSkeleton>,
  translations: string[],
  target: RebuildTarget,
  flavour: SubtitleFlavour,
): Buffer {
  const { gaps, cues, encoding, addedLineBreak } = skeleton;
  // Joined a few hundred cues at a time, so each cue's pieces are garbage long before the file is
  // written instead of all being held (and copied by the garbage collector) until the end.
  const chunks: string[] = [];
  let pieces: string[] = [];
  cues.forEach((cue, index) => {
    pieces.push(gaps[index] ?? '', renderCue(cue, translations[index] ?? cue.text, target, addedLineBreak));
    if (pieces.length < piecesPerChunk) return;
    chunks.push(pieces.join(''));
    pieces = [];
  });
  chunks.push(pieces.join(''), gaps[cues.length] ?? '');
  // A bilingual file speaks both languages: its header keeps the original's.
  const retarget = target.options.bilingual ? undefined : flavour.retargetHeader;
  const text = chunks.join('');
  const header = gaps[0] ?? '';
  return encodeText(retarget ? retarget(header, target.to) + text.slice(header.length) : text, encoding);
}
