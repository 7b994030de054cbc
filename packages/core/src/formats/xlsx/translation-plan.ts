// What extraction leaves for the rebuild: the segments, and for each part the places (offset ranges of
// its text) that translations fill. A place may hold several segments (a header's three sections).
import type { Segment } from '../../segments';
import type { XmlDocument } from '../xml-toolkit/safe-xml';

export interface TextSlot {
  start: number;
  end: number;
  /** Indices into the plan's segments, in the order `render` receives their translations. */
  segments: number[];
  render(translations: readonly string[]): string;
}

export interface PartPlan {
  document: XmlDocument;
  slots: TextSlot[];
}

export class TranslationPlan {
  readonly segments: Segment[] = [];
  readonly parts = new Map<string, PartPlan>();

  /** Adds a segment and returns its index. */
  addSegment(id: string, text: string): number {
    return this.segments.push({ id, text }) - 1;
  }

  addSlot(part: string, document: XmlDocument, slot: TextSlot): void {
    const plan = this.parts.get(part) ?? { document, slots: [] };
    plan.slots.push(slot);
    this.parts.set(part, plan);
  }

  /** One segment filling `[start, end)` of a part. */
  addText(
    part: string,
    document: XmlDocument,
    place: { id: string; text: string; start: number; end: number },
    render: (translation: string) => string,
  ): void {
    const segment = this.addSegment(place.id, place.text);
    this.addSlot(part, document, {
      start: place.start,
      end: place.end,
      segments: [segment],
      render: ([translation = place.text]) => render(translation),
    });
  }
}
