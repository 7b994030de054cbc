// The edits that put translations into each translated part: paragraphs re-rendered as runs in the
// target language, plain values replaced, and every text body whose text grew fitted (autofit for
// shapes, smaller runs in table cells). A translation equal to its source edits nothing.
import type { Segment } from '../../segments';
import { stripPlaceholders } from '../../segments';
import { renderRuns } from '../office-package';
import { autofitEdits, fittedScale, isShrunk, noticeableGrowth } from '../office-package/autofit';
import type { TextEdit } from '../source-positions/text-edits';
import { escapeAttribute, escapeText } from '../xml-toolkit/xml-escape';
import { prefixOf, type XmlElement } from '../xml-toolkit/xml-tree';
import type { PlacedText, TextPart } from './extract-pptx';
import { rightToLeftEdits } from './paragraph-direction';
import type { TextBody, ValueText } from './part-texts';
import { type CellSizing, renderRun, styleForTarget } from './run-style';
import type { ShapeRooms } from './shape-room';
import type { TargetLanguage } from './target-language';
import { fitsInRoom } from './text-room';

interface Growth {
  body: TextBody;
  source: number;
  translated: number;
  /** The body's paragraphs as they will read, to see whether they fit their shape. */
  paragraphs: string[];
}

const visibleLength = (text: string) => stripPlaceholders(text).trim().length;

function valueEdit(value: ValueText, translation: string): TextEdit {
  const text = value.quote ? escapeAttribute(translation, value.quote) : escapeText(translation);
  return { start: value.start, end: value.end, text };
}

class PartRebuild {
  readonly edits: TextEdit[] = [];
  private readonly growth = new Map<XmlElement, Growth>();

  constructor(
    private readonly part: TextPart,
    private readonly segments: readonly Segment[],
    private readonly translations: readonly string[],
    private readonly language: TargetLanguage,
    private readonly rooms: ShapeRooms,
  ) {}

  run(): TextEdit[] {
    const changed = this.part.texts.filter((placed) => this.measure(placed));
    for (const placed of changed) this.rewrite(placed);
    for (const growth of this.growth.values()) this.edits.push(...this.fitted(growth));
    return this.edits;
  }

  /** Autofit for a body whose text grew, unless the text plainly still fits at full size. */
  private fitted({ body, source, translated, paragraphs }: Growth): TextEdit[] {
    if (!this.needsFitting(body) || source === 0 || translated / source < noticeableGrowth) return [];
    if (this.stillFits(body, paragraphs)) return [];
    return autofitEdits(this.part.document, body.element, translated / source);
  }

  /**
   * Notes scroll, so they need no fitting; a master's or layout's placeholder holds prompt text seen
   * only while editing, and its autofit would be inherited by every slide.
   */
  private needsFitting(body: TextBody): boolean {
    if (body.kind !== 'shape' || this.part.role === 'notes') return false;
    return !(this.part.role === 'master' && body.placeholder !== undefined);
  }

  /** Text PowerPoint had already shrunk was tight before translation; other text is measured. */
  private stillFits(body: TextBody, paragraphs: readonly string[]): boolean {
    if (isShrunk(body.element)) return false;
    const room = this.rooms.roomOf(this.part.name, this.part.role, body);
    return room !== undefined && fitsInRoom(room, paragraphs);
  }

  private translationOf(placed: PlacedText): string | undefined {
    const source = this.segments[placed.segment]?.text;
    const translation = this.translations[placed.segment];
    return translation === undefined || translation === source ? undefined : translation;
  }

  /** Counts the text's length before and after into its body; true when the text changes. */
  private measure(placed: PlacedText): boolean {
    const translation = this.translationOf(placed);
    const { text } = placed;
    if (text.kind === 'paragraph' && text.body && placed.runs) {
      const growth = this.growth.get(text.body.element) ?? {
        body: text.body,
        source: 0,
        translated: 0,
        paragraphs: [],
      };
      const reads = stripPlaceholders(translation ?? placed.runs.text).trim();
      growth.source += visibleLength(placed.runs.text);
      growth.translated += reads.length;
      growth.paragraphs.push(reads);
      this.growth.set(text.body.element, growth);
    }
    return translation !== undefined;
  }

  private rewrite(placed: PlacedText): void {
    const translation = this.translationOf(placed) ?? '';
    const { text } = placed;
    if (text.kind === 'value') {
      this.edits.push(valueEdit(text, translation));
      return;
    }
    if (!placed.runs) return;
    const prefix = prefixOf(text.paragraph);
    const sizing = text.body?.kind === 'table' ? this.cellSizing(text.body) : undefined;
    const runs = renderRuns(translation, placed.runs, (style, words) =>
      renderRun(prefix, styleForTarget(style, prefix, this.language.run, sizing), words),
    );
    this.edits.push({ start: text.content.start, end: text.content.end, text: runs });
    if (this.language.rightToLeft) this.edits.push(...rightToLeftEdits(this.part.document, text.paragraph));
  }

  private cellSizing(body: TextBody): CellSizing | undefined {
    const growth = this.growth.get(body.element);
    if (!growth || growth.source === 0) return undefined;
    const ratio = growth.translated / growth.source;
    if (ratio < noticeableGrowth) return undefined;
    return { scale: fittedScale(100_000, ratio) / 100_000, inherited: this.rooms.cellTextSize(body) };
  }
}

export function translationEdits(
  part: TextPart,
  segments: readonly Segment[],
  translations: readonly string[],
  language: TargetLanguage,
  rooms: ShapeRooms,
): TextEdit[] {
  return new PartRebuild(part, segments, translations, language, rooms).run();
}
