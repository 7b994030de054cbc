// Turns the planned parts into segments: one per paragraph (runs as placeholders) or plain value.
// SmartArt keeps its text twice, in the data model and in the drawing PowerPoint shows; a drawing
// paragraph with the text of a data paragraph reuses its segment, so both always say the same.

import type { Segment } from '../../segments';
import { stripPlaceholders } from '../../segments';
import type { OfficePackage } from '../office-package';
import { type RunParagraph, runParagraph } from '../office-package';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { parsedPart } from './parsed-parts';
import { type PartText, partTexts } from './part-texts';
import type { PlannedPart, PresentationPlan } from './presentation-plan';
import { SegmentContexts } from './segment-context';

export interface PlacedText {
  text: PartText;
  /** Index of the segment whose translation goes here. */
  segment: number;
  /** For paragraphs: what the segment's placeholders stand for. */
  runs: RunParagraph | undefined;
}

export interface TextPart extends PlannedPart {
  document: XmlDocument;
  texts: PlacedText[];
}

const hasWords = (text: string) => /\p{L}/u.test(stripPlaceholders(text));

class SegmentCollector {
  readonly segments: Segment[] = [];
  private readonly diagramSegments = new Map<string, number>();

  constructor(private readonly contexts: SegmentContexts) {}

  place(part: PlannedPart, text: PartText): PlacedText | undefined {
    const runs = text.kind === 'paragraph' ? runParagraph(text.content.items) : undefined;
    const source = text.kind === 'paragraph' ? (runs?.text ?? '') : text.text;
    if (!hasWords(source)) return undefined;
    const shared = part.role === 'diagramDrawing' ? this.diagramSegment(source) : undefined;
    const segment = shared ?? this.add(part, source);
    if (part.role === 'diagramData') this.rememberDiagramText(source, segment);
    return { text, segment, runs };
  }

  private add(part: PlannedPart, source: string): number {
    const id = `${part.name}#${this.segments.length + 1}`;
    const context = this.contexts.of(part);
    return this.segments.push(context ? { id, text: source, context } : { id, text: source }) - 1;
  }

  private rememberDiagramText(source: string, segment: number): void {
    if (!this.diagramSegments.has(source)) this.diagramSegments.set(source, segment);
    const plain = `\u0000${stripPlaceholders(source)}`;
    if (!this.diagramSegments.has(plain)) this.diagramSegments.set(plain, segment);
  }

  private diagramSegment(source: string): number | undefined {
    return this.diagramSegments.get(source) ?? this.diagramSegments.get(`\u0000${stripPlaceholders(source)}`);
  }
}

export function extractPresentation(
  pkg: OfficePackage,
  plan: PresentationPlan,
): { segments: Segment[]; parts: TextPart[] } {
  const contexts = new SegmentContexts(pkg, plan.parts);
  const collector = new SegmentCollector(contexts);
  const parts = plan.parts.flatMap((part) => {
    const document = parsedPart(pkg, part.name);
    if (!document) return [];
    const found = partTexts(document, part.role === 'properties');
    contexts.readSlide(part, found);
    const texts = found.flatMap((text) => collector.place(part, text) ?? []);
    return [{ ...part, document, texts }];
  });
  return { segments: collector.segments, parts };
}
