// A scanned comic's PDF: each page one picture covering it and no text of its own. The pictures are
// taken out and put back as a PDF's pictures are for translateImages (../pdf/pdf-pictures.ts): as
// stored (a JPEG's own bytes, anything else as a PNG), and rewritten under their own object numbers,
// so the pages keep their size, order, placement and everything else the file holds (outline,
// metadata, page labels, a picture's soft mask).
import type { PDFDocument, PDFObject, PDFPage } from 'mupdf';
import { UserFacingError } from '../../errors';
import { openPdf } from '../pdf/open-pdf';
import { pictureBytes, replacePdfPictures } from '../pdf/pdf-pictures';

/** Where a page's picture is: the page's index (from 0) and its image object's number. */
export interface PdfPictureSlot {
  page: number;
  object: number;
}

export interface PdfPagePicture extends PdfPictureSlot {
  data: Buffer;
}

/** A picture this share of the page or more is the page itself; a scanner's margins cut a little. */
const fullPage = 0.9;

const notImageOnly = (page: number, why: string) =>
  new UserFacingError(
    'bad_file',
    `Page ${page} of this PDF ${why}: only PDFs whose every page is one scanned picture (a scanned comic) are translated as comics. Translate it as a document instead.`,
    { page },
  );

/** What MuPDF finds on the page: text blocks, and the share of the page its pictures cover. */
function pageContent(page: PDFPage): { hasText: boolean; pictures: number; coverage: number } {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.getBounds();
  const text = page.toStructuredText('preserve-images');
  let [hasText, pictures, area] = [false, 0, 0];
  try {
    text.walk({
      beginTextBlock: () => {
        hasText = true;
      },
      onImageBlock: ([a = 0, b = 0, c = 0, d = 0]) => {
        pictures += 1;
        area += (Math.min(c, x1) - Math.max(a, x0)) * (Math.min(d, y1) - Math.max(b, y0));
      },
    });
  } finally {
    text.destroy();
  }
  return { hasText, pictures, coverage: area / Math.max(1, (x1 - x0) * (y1 - y0)) };
}

/** The page's one image XObject, or undefined when it has none or several. */
function onlyImage(page: PDFPage): PDFObject | undefined {
  const xobjects = page.getObject().getInheritable('Resources').get('XObject');
  const images: PDFObject[] = [];
  if (xobjects.isDictionary())
    xobjects.forEach((ref) => {
      if (ref.isIndirect() && ref.get('Subtype').asName() === 'Image') images.push(ref);
    });
  return images.length === 1 ? images[0] : undefined;
}

/** The page's one picture; a page with text, or not one picture covering it, is refused. */
function imageOnly(page: PDFPage, number: number): PDFObject {
  const { hasText, pictures, coverage } = pageContent(page);
  if (hasText) throw notImageOnly(number, 'has text of its own');
  const image = onlyImage(page);
  if (pictures !== 1 || !image || coverage < fullPage) {
    throw notImageOnly(number, 'is not one picture covering the page');
  }
  return image;
}

/** Calls `each` with every page's one picture, in page order (see imageOnly). */
async function forEachPicture(
  input: Buffer,
  password: string | undefined,
  each: (document: PDFDocument, page: number, image: PDFObject) => Promise<void>,
): Promise<number> {
  const document = await openPdf(input, password);
  try {
    const count = document.countPages();
    for (let index = 0; index < count; index++) {
      const page = document.loadPage(index) as PDFPage;
      try {
        await each(document, index, imageOnly(page, index + 1));
      } finally {
        page.destroy();
      }
    }
    return count;
  } finally {
    document.destroy();
  }
}

/** Every page's picture, in page order. */
export async function pdfPagePictures(input: Buffer, password?: string): Promise<PdfPagePicture[]> {
  const pictures: PdfPagePicture[] = [];
  await forEachPicture(input, password, async (document, page, ref) => {
    pictures.push({ page, object: ref.asIndirect(), data: Buffer.from(await pictureBytes(document, ref)) });
  });
  return pictures;
}

/**
 * The number of pages, each checked to be one picture covering it, with the first page's picture (for
 * telling the language of "auto"); the others are not taken out.
 */
export async function countPdfPagePictures(input: Buffer, password?: string) {
  let first: Buffer | undefined;
  const count = await forEachPicture(input, password, async (document, page, ref) => {
    if (page === 0) first = Buffer.from(await pictureBytes(document, ref));
  });
  return { count, first };
}

/** `input` with the pictures of the pages in `replaced` (by page index) put in place of the originals. */
export async function withPagePictures(
  input: Buffer,
  password: string | undefined,
  pictures: readonly PdfPictureSlot[],
  replaced: ReadonlyMap<number, Buffer>,
): Promise<Buffer> {
  // Pages that draw one picture (the same scan twice) share its object: it is replaced once.
  const byObject = new Map<number, Buffer>();
  for (const { page, object } of pictures) {
    const data = replaced.get(page);
    if (data && !byObject.has(object)) byObject.set(object, data);
  }
  const document = await openPdf(input, password);
  try {
    await replacePdfPictures(
      document,
      [...byObject].map(([object, data]) => ({ object, data })),
    );
    const saved = document.saveToBuffer('garbage,compress');
    try {
      return Buffer.from(saved.asUint8Array());
    } finally {
      saved.destroy();
    }
  } finally {
    document.destroy();
  }
}
