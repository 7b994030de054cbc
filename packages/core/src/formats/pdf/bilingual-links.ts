// What both bilingual layouts (side by side, alternating) carry over from the two documents onto the
// bilingual one: each page's links, the translation's outline and the document information. Pages
// move (page i of the translation is page 2i + 1 of an alternating PDF), so links inside the document
// are resolved to their page and pointed at where that page now is.
import type { OutlineIterator, PDFDocument, PDFPage } from 'mupdf';

type OutlineItem = NonNullable<ReturnType<PDFDocument['loadOutline']>>[number];

export interface Placement {
  /** Where page `index` of the source document is in the bilingual one. */
  pageOf(index: number): number;
  /** How far right the source page is drawn on its bilingual page. */
  shift: number;
}

/** The links of `from`'s page `index` on `to`, a page of `output`, placed as `placement` says. */
export function copyLinks(
  from: PDFDocument,
  index: number,
  to: PDFPage,
  output: PDFDocument,
  { pageOf, shift }: Placement,
) {
  for (const link of from.loadPage(index).getLinks()) {
    const [x0, y0, x1, y1] = link.getBounds();
    let uri = link.getURI();
    if (!link.isExternal()) {
      const destination = from.resolveLinkDestination(link);
      if (destination.page < 0) continue;
      uri = output.formatLinkURI({
        ...destination,
        page: pageOf(destination.page),
        x: destination.x + shift,
      });
    }
    to.createLink([x0 + shift, y0, x1 + shift, y1], uri);
  }
}

/** An outline item's target in the bilingual document (a web link stays as it is). */
function movedUri(from: PDFDocument, output: PDFDocument, uri: string | undefined, placement: Placement) {
  if (!uri?.startsWith('#')) return uri;
  const destination = from.resolveLinkDestination(uri);
  if (destination.page < 0) return uri;
  return output.formatLinkURI({
    ...destination,
    page: placement.pageOf(destination.page),
    x: destination.x + placement.shift,
  });
}

/** `items` and their children inserted where `iterator` stands (an empty outline's first place). */
function insertOutline(
  iterator: OutlineIterator,
  items: readonly OutlineItem[],
  uriOf: (uri?: string) => string | undefined,
) {
  for (const { title, uri, open, down } of items) {
    iterator.insert({ title, uri: uriOf(uri), open });
    if (!down?.length) continue;
    iterator.prev();
    iterator.down();
    insertOutline(iterator, down, uriOf);
    iterator.up();
    iterator.next();
  }
}

/** `from`'s outline (the translated titles) on `output`, each item leading where its page now is. */
export function copyOutline(from: PDFDocument, output: PDFDocument, placement: Placement) {
  const outline = from.loadOutline();
  if (outline)
    insertOutline(output.outlineIterator(), outline, (uri) => movedUri(from, output, uri, placement));
}

const infoKeys = ['Title', 'Author', 'Subject', 'Keywords', 'Creator', 'Producer', 'CreationDate', 'ModDate'];

/** The document information of `from` (title, author…) on `to`. */
export function copyMetadata(from: PDFDocument, to: PDFDocument) {
  for (const key of infoKeys) {
    const value = from.getMetaData(`info:${key}`);
    if (value) to.setMetaData(`info:${key}`, value);
  }
}
