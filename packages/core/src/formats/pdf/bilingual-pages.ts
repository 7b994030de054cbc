// Stage 5, write, bilingual: each original page and its translation side by side on one page twice as
// wide, the way BabelDOC and DeepL users compare them. Each half is the whole page turned into a form
// XObject, so its images, vector art and fonts are shared, not copied. Each half keeps its links (a
// link inside the document leads to the same half of the wide page), and the wide pages get the
// translation's outline.
import type { PDFDocument, PDFGraftMap, PDFObject, PDFPage } from 'mupdf';
import { copyLinks, copyMetadata, copyOutline } from './bilingual-links';
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

const samePage = (page: number) => page;

/**
 * One wide page per page of `original`: the original on the left, `translated` on the right. Two PDFs
 * typeset apart (an arXiv paper and its translation) may differ in length: a page one of them lacks is
 * left blank on its side.
 */
export async function sideBySide(original: PDFDocument, translated: PDFDocument): Promise<PDFDocument> {
  const mupdf = await loadMupdf();
  const output = new mupdf.PDFDocument();
  const graft = { original: output.newGraftMap(), translated: output.newGraftMap() };
  const pages = Math.max(original.countPages(), translated.countPages());
  const pageOf = (document: PDFDocument, index: number) =>
    index < document.countPages() ? document.findPage(index) : undefined;
  for (let index = 0; index < pages; index++) {
    const left = pageOf(original, index);
    const right = pageOf(translated, index);
    const rect = pageRect(left ?? (right as PDFObject));
    const width = rect[2] - rect[0];
    const resources = output.newDictionary();
    const forms = output.newDictionary();
    if (left) forms.put('VersoOriginal', pageAsForm(output, graft.original, left, rect));
    if (right) forms.put('VersoTranslation', pageAsForm(output, graft.translated, right, rect));
    resources.put('XObject', forms);
    const content = [
      left ? 'q /VersoOriginal Do Q' : '',
      right ? `q 1 0 0 1 ${width} 0 cm /VersoTranslation Do Q` : '',
    ].join(' ');
    const page = output.addPage([rect[0], rect[1], rect[2] + width, rect[3]], 0, resources, `${content}\n`);
    output.insertPage(-1, page);
  }
  // Once every page is there, so that a link may lead to a later page.
  for (let index = 0; index < pages; index++) {
    const wide = output.loadPage(index) as PDFPage;
    const [x0, , x1] = wide.getBounds();
    if (index < original.countPages())
      copyLinks(original, index, wide, output, { pageOf: samePage, shift: 0 });
    if (index < translated.countPages()) {
      copyLinks(translated, index, wide, output, { pageOf: samePage, shift: (x1 - x0) / 2 });
    }
  }
  copyMetadata(translated, output);
  copyOutline(translated, output, { pageOf: samePage, shift: 0 });
  return output;
}
