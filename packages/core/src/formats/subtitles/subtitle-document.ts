// Extract and rebuild for every subtitle flavour: each cue with text is a segment; everything between
// cues (numbers, timings, headers, styles, blank lines) is kept as it was.
import { stripPlaceholders } from '../../segments/placeholders';
import type { ExtractedDocument, RebuildTarget } from '../format';
import type { TextEncoding } from '../txt/text-encoding';
import { encodeText } from '../txt/text-encoding';
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

/** Text without placeholders; most cues have none, and skipping the regex for them saves a pass. */
function visibleText(segmentText: string): string {
  return segmentText.includes('<') ? stripPlaceholders(segmentText) : segmentText;
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
    // Markup alone (an empty `<i></i>`, a lone `{\an8}`) has nothing to translate: it stays in the gap.
    if (visibleText(segment.text).trim() === '') continue;
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

function renderCue(cue: CueSlot, translation: string, target: RebuildTarget, addedBreak: string): string {
  const lines = cueLines(translation, cue.lineBreaks.length + 1, target.to);
  let rendered = renderCueLine(lines[0] ?? '', cue.markup);
  for (let index = 1; index < lines.length; index += 1)
    rendered += (cue.lineBreaks[index - 1] ?? addedBreak) + renderCueLine(lines[index] ?? '', cue.markup);
  if (!target.options.bilingual) return rendered;
  return `${cue.source}${cue.lineBreaks[0] ?? addedBreak}${rendered}`;
}

export function rebuildSubtitles(
  { skeleton }: ExtractedDocument<SubtitleSkeleton>,
  translations: string[],
  target: RebuildTarget,
  flavour: SubtitleFlavour,
): Buffer {
  const { gaps, cues, encoding, addedLineBreak } = skeleton;
  const parts = cues.map(
    (cue, index) =>
      (gaps[index] ?? '') + renderCue(cue, translations[index] ?? cue.text, target, addedLineBreak),
  );
  // A bilingual file speaks both languages: its header keeps the original's.
  const retarget = target.options.bilingual ? undefined : flavour.retargetHeader;
  const text = parts.join('') + (gaps[cues.length] ?? '');
  const header = gaps[0] ?? '';
  return encodeText(retarget ? retarget(header, target.to) + text.slice(header.length) : text, encoding);
}
