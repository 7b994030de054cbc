// Segments carry the nearest heading above them, so engines that read context translate in place.
import type { Segment } from '../../segments';
import { stripPlaceholders } from '../../segments';
import { localName, type XmlElement } from '../xml-toolkit/xml-tree';

const headingNames = new Set(['title', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export function isHeading(element: XmlElement): boolean {
  return headingNames.has(localName(element));
}

/**
 * Gives each segment after a heading that heading's text as `context.heading`. `elements` holds each
 * segment's element, or undefined for a segment that is not an element's content (an attribute's value).
 */
export function withHeadings(segments: Segment[], elements: readonly (XmlElement | undefined)[]): Segment[] {
  let heading: string | undefined;
  return segments.map((segment, index) => {
    const withContext = heading ? { ...segment, context: { heading } } : segment;
    const element = elements[index];
    if (element && isHeading(element)) heading = stripPlaceholders(segment.text).trim();
    return withContext;
  });
}
