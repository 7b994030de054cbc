// What an engine that reads context (an LLM) is told about each segment: the presentation's title
// from its properties, and the title of the slide the text is on (notes, charts and SmartArt included).
import type { SegmentContext } from '../../segments/segment';
import type { OfficePackage } from '../office-package';
import { childElements, localName } from '../xml-toolkit/xml-tree';
import { parsedPart } from './parsed-parts';
import type { PartText } from './part-texts';
import type { PlannedPart } from './presentation-plan';

const titlePlaceholders = new Set(['title', 'ctrTitle']);

const plainText = (texts: readonly string[]) => texts.join('').replace(/\s+/g, ' ').trim();

function documentTitle(pkg: OfficePackage, parts: readonly PlannedPart[]): string | undefined {
  const properties = parts.find((part) => part.role === 'properties');
  const root = properties && parsedPart(pkg, properties.name)?.root;
  const title = root && childElements(root).find((child) => localName(child) === 'title');
  const text = title && plainText(title.children.map((child) => (child.kind === 'text' ? child.value : '')));
  return text || undefined;
}

/** The text of the slide's title placeholder, if it has one with text. */
export function slideTitle(texts: readonly PartText[]): string | undefined {
  const title = texts.find(
    (text) => text.kind === 'paragraph' && titlePlaceholders.has(text.body?.placeholder ?? ''),
  );
  if (title?.kind !== 'paragraph') return undefined;
  const words = plainText(title.content.items.map((item) => (item.kind === 'text' ? item.text : ' ')));
  return words || undefined;
}

export class SegmentContexts {
  private readonly title: string | undefined;
  private readonly headings = new Map<string, string>();

  constructor(pkg: OfficePackage, parts: readonly PlannedPart[]) {
    this.title = documentTitle(pkg, parts);
  }

  /** Called with each slide's texts before its segments are made. */
  readSlide(part: PlannedPart, texts: readonly PartText[]): void {
    const heading = part.role === 'slide' && part.slide ? slideTitle(texts) : undefined;
    if (heading && part.slide) this.headings.set(part.slide, heading);
  }

  of(part: PlannedPart): SegmentContext | undefined {
    const heading = part.slide && this.headings.get(part.slide);
    const context: SegmentContext = {
      ...(this.title && { documentTitle: this.title }),
      ...(heading && { heading }),
    };
    return Object.keys(context).length > 0 ? context : undefined;
  }
}
