// Stage 5, write, bilingual: each original page and its translation side by side on one page twice as
// wide, the way BabelDOC and DeepL users compare them. Each half is the whole page turned into a form
// XObject, so its images, vector art and fonts are shared, not copied. Each half keeps its links (a
// link inside the document leads to the same half of the wide page), and the wide pages get the
// translation's outline.
import type { OutlineIterator, PDFDocument, PDFGraftMap, PDFObject, PDFPage } from 'mupdf';

type OutlineItem = NonNullable<ReturnType<PDFDocument['loadOutline']>>[number];

import { loadMupdf } from './mupdf';

type Rect = [number, number, number, number];

function pageRect(page: PDFObject): Rect {
  const box = page.getInheritable('CropBox').isNull()
    ? page.getInheritable('MediaBox')
    : page.getInheritable('CropBox');
  const values = [0, 1, 2, 3].map((index) => box.get(index).asNumber()) as Rect;
  return [
    Math.min(values[0], values[2]),
    Math.min(values[1], values[3]),
    Math.max(values[0], values[2]),
    Math.max(values[1], values[3]),
  ];
}

function contentsOf(page: PDFObject): Buffer {
  const contents = page.get('Contents');
  const streams: PDFObject[] = [];
  if (contents.isArray()) contents.forEach((stream) => void streams.push(stream));
  else if (!contents.isNull()) streams.push(contents);
  const newline = Buffer.from('\n');
  return Buffer.concat(
    streams.flatMap((stream) => [Buffer.from(stream.readStream().asUint8Array()), newline]),
  );
}

/** The page as a form XObject in `output`: its content streams joined, its resources grafted. */
function pageAsForm(output: PDFDocument, graft: PDFGraftMap, page: PDFObject, rect: Rect): PDFObject {
  const dictionary = output.newDictionary();
  dictionary.put('Type', output.newName('XObject'));
  dictionary.put('Subtype', output.newName('Form'));
  const bbox = output.newArray();
  for (const value of rect) bbox.push(output.newReal(value));
  dictionary.put('BBox', bbox);
  const resources = page.getInheritable('Resources');
  if (!resources.isNull()) dictionary.put('Resources', graft.graftObject(resources));
  return output.addStream(contentsOf(page), dictionary);
}

/**
 * The links of `from`'s page `index` on the wide page, `shift` points to the right: web links as they
 * are, links inside the document to the same half of their target page (the wide document has no
 * named destinations, so each is resolved to its page).
 */
function copyLinks(from: PDFDocument, index: number, wide: PDFPage, output: PDFDocument, shift: number) {
  for (const link of from.loadPage(index).getLinks()) {
    const [x0, y0, x1, y1] = link.getBounds();
    let uri = link.getURI();
    if (!link.isExternal()) {
      const destination = from.resolveLinkDestination(link);
      if (destination.page < 0) continue;
      uri = output.formatLinkURI({ ...destination, x: destination.x + shift });
    }
    wide.createLink([x0 + shift, y0, x1 + shift, y1], uri);
  }
}

/** `items` and their children inserted where `iterator` stands (an empty outline's first place). */
function insertOutline(iterator: OutlineIterator, items: readonly OutlineItem[]) {
  for (const { title, uri, open, down } of items) {
    iterator.insert({ title, uri, open });
    if (!down?.length) continue;
    iterator.prev();
    iterator.down();
    insertOutline(iterator, down);
    iterator.up();
    iterator.next();
  }
}

const infoKeys = ['Title', 'Author', 'Subject', 'Keywords', 'Creator', 'Producer', 'CreationDate', 'ModDate'];

/** The document information of `from` (title, author…) on `to`. */
function copyMetadata(from: PDFDocument, to: PDFDocument) {
  for (const key of infoKeys) {
    const value = from.getMetaData(`info:${key}`);
    if (value) to.setMetaData(`info:${key}`, value);
  }
}

/** One wide page per page of `original`: the original on the left, `translated` on the right. */
export async function sideBySide(original: PDFDocument, translated: PDFDocument): Promise<PDFDocument> {
  const mupdf = await loadMupdf();
  const output = new mupdf.PDFDocument();
  const fromOriginal = output.newGraftMap();
  const fromTranslation = output.newGraftMap();
  for (let index = 0; index < original.countPages(); index++) {
    const left = original.findPage(index);
    const rect = pageRect(left);
    const width = rect[2] - rect[0];
    const resources = output.newDictionary();
    const forms = output.newDictionary();
    forms.put('VersoOriginal', pageAsForm(output, fromOriginal, left, rect));
    forms.put('VersoTranslation', pageAsForm(output, fromTranslation, translated.findPage(index), rect));
    resources.put('XObject', forms);
    const content = `q /VersoOriginal Do Q q 1 0 0 1 ${width} 0 cm /VersoTranslation Do Q\n`;
    const page = output.addPage([rect[0], rect[1], rect[2] + width, rect[3]], 0, resources, content);
    output.insertPage(-1, page);
  }
  // Once every page is there, so that a link may lead to a later page.
  for (let index = 0; index < original.countPages(); index++) {
    const wide = output.loadPage(index) as PDFPage;
    const [x0, , x1] = wide.getBounds();
    copyLinks(original, index, wide, output, 0);
    copyLinks(translated, index, wide, output, (x1 - x0) / 2);
  }
  copyMetadata(translated, output);
  const outline = translated.loadOutline();
  if (outline) insertOutline(output.outlineIterator(), outline);
  return output;
}
