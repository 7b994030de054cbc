// Stage 5, write, bilingual with alternating pages: each original page followed by its translation,
// every page at its own size, for readers who print or turn pages rather than look across a wide
// one. Each source document's pages are grafted through one graft map, so the fonts and images its
// pages share are copied once. Links, the translated outline and the document information are
// carried over as on side-by-side pages (bilingual-links.ts).
import type { PDFDocument, PDFPage } from 'mupdf';
import { copyLinks, copyMetadata, copyOutline, type Placement } from './bilingual-links';
import { loadMupdf } from './mupdf';

const originalPlace: Placement = { pageOf: (index) => index * 2, shift: 0 };
const translationPlace: Placement = { pageOf: (index) => index * 2 + 1, shift: 0 };

/** Original page 1, translated page 1, original page 2…: twice the pages, each at its own size. */
export async function alternatingPages(original: PDFDocument, translated: PDFDocument): Promise<PDFDocument> {
  const mupdf = await loadMupdf();
  const output = new mupdf.PDFDocument();
  const [fromOriginal, fromTranslation] = [output.newGraftMap(), output.newGraftMap()];
  const count = original.countPages();
  for (let index = 0; index < count; index++) {
    fromOriginal.graftPage(-1, original, index);
    fromTranslation.graftPage(-1, translated, index);
  }
  // Grafting leaves links behind (they point into the source document); once every page is there,
  // they are made again, so that a link may lead to a later page.
  for (let index = 0; index < count; index++) {
    copyLinks(original, index, output.loadPage(index * 2) as PDFPage, output, originalPlace);
    copyLinks(translated, index, output.loadPage(index * 2 + 1) as PDFPage, output, translationPlace);
  }
  copyMetadata(translated, output);
  copyOutline(translated, output, translationPlace);
  return output;
}
