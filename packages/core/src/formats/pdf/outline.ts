// The outline (bookmarks): its titles are translated like any text and written back into the same
// items, so every target, colour and open/closed state stays as it was.
import type { PDFDocument, PDFObject } from 'mupdf';

/** Far beyond any real outline: a file with more is treated as having a runaway list. */
const maxItems = 10_000;

/** The outline's items, depth first; a cycle (an item that is its own descendant) ends the walk. */
export function outlineItems(document: PDFDocument): PDFObject[] {
  const items: PDFObject[] = [];
  const seen = new Set<number>();
  const visit = (first: PDFObject) => {
    for (let item = first; item.isDictionary() && items.length < maxItems; item = item.get('Next')) {
      const number = item.isIndirect() ? item.asIndirect() : -1;
      if (seen.has(number)) return;
      seen.add(number);
      items.push(item);
      visit(item.get('First'));
    }
  };
  const root = document.getTrailer().get('Root');
  const outlines = root.isDictionary() ? root.get('Outlines') : root;
  if (outlines.isDictionary()) visit(outlines.get('First'));
  return items;
}

export const outlineTitle = (item: PDFObject) => item.get('Title').asString();

export function setOutlineTitle(document: PDFDocument, item: PDFObject, title: string): void {
  item.put('Title', document.newString(title));
}
