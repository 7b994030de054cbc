// Scanned comics as PDFs (the `comic` option): each page one picture and no text, translated as a
// comic archive's pages are (comic-pages.ts) and put back in place of the originals, so the PDF keeps
// its pages' number, order and size. Without the option a PDF is a document (../pdf), scanned or not.
import type { DocumentFormat, ExtractedDocument, FormatOptions, ReadLimits, RebuildTarget } from '../format';
import type { PdfSkeleton } from '../pdf/document-stages';
import { type ComicPage, readComicPages, rebuildComicPages } from './comic-pages';
import { type PdfPictureSlot, pdfPagePictures, withPagePictures } from './pdf-page-pictures';

export interface ComicPdfSkeleton {
  kind: 'comicPdf';
  input: Buffer;
  password?: string;
  /** Each page's picture by its image object (without its bytes). */
  pictures: PdfPictureSlot[];
  pages: ComicPage[];
}

/** A page is named by its number, as a reader shows it: "Page 3: …". */
const pageName = (page: number) => String(page + 1);

async function extractComicPdf(
  input: Buffer,
  { password }: FormatOptions,
  from = 'auto',
  limits?: ReadLimits,
): Promise<ExtractedDocument<ComicPdfSkeleton>> {
  const pictures = await pdfPagePictures(input, password);
  const read = await readComicPages(
    pictures.map(({ page, data }) => ({ name: pageName(page), data })),
    from,
    limits,
  );
  return {
    segments: read.segments,
    skeleton: {
      kind: 'comicPdf',
      input,
      password,
      pictures: pictures.map(({ page, object }) => ({ page, object })),
      pages: read.pages,
    },
    notes: read.notes,
  };
}

async function rebuildComicPdf(skeleton: ComicPdfSkeleton, translations: string[], target: RebuildTarget) {
  const rebuilt = await rebuildComicPages(skeleton.pages, translations, target);
  const byPage = new Map(
    skeleton.pictures.flatMap(({ page }) => {
      const picture = rebuilt.get(pageName(page));
      return picture ? [[page, picture] as const] : [];
    }),
  );
  return withPagePictures(skeleton.input, skeleton.password, skeleton.pictures, byPage);
}

const isComicPdf = (skeleton: PdfSkeleton | ComicPdfSkeleton): skeleton is ComicPdfSkeleton =>
  'kind' in skeleton && skeleton.kind === 'comicPdf';

/** The PDF format, with the `comic` option that reads a scanned comic page by page as pictures. */
export function withScannedComics(
  pdf: DocumentFormat<PdfSkeleton>,
): DocumentFormat<PdfSkeleton | ComicPdfSkeleton> {
  return {
    ...pdf,
    options: [...(pdf.options ?? []), 'comic'],
    extract: (input, options, from, limits) =>
      options.comic
        ? extractComicPdf(input, options, from, limits)
        : pdf.extract(input, options, from, limits),
    rebuild: ({ skeleton, ...doc }, translations, target) =>
      isComicPdf(skeleton)
        ? rebuildComicPdf(skeleton, translations, target)
        : pdf.rebuild({ ...doc, skeleton }, translations, target),
  };
}
