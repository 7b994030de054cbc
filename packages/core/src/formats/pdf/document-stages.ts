// The stages over a whole document, run in the PDF thread (pdf-thread.ts): parse (parse-page.ts) →
// layout (paragraphs.ts) → [translate: the pipeline, outside the format] → typeset (set-paragraph.ts)
// → write (page-writer.ts). Vector art, formulas and anything not translated stay exactly as they
// were; images too, unless `translateImages` has them taken out here and put back lettered in the
// target language (pdf-pictures.ts). Each page's synchronous work is announced through `onWork`, so a
// page that never finishes can be named when the thread is stopped.
import type { PDFDocument, PDFPage } from 'mupdf';
import { resolveLanguage } from '../../languages';
import type { Segment } from '../../segments';
import type { ExtractedDocument, FormatOptions, ReadLimits, RebuildTarget } from '../format';
import type { RunParagraph } from '../office-package/inline-runs';
import { writeRuns } from '../office-package/inline-runs';
import type { PackagePictures } from '../office-package/package-pictures';
import type { RefusedPicture } from '../office-package/picture-notes';
import { alternatingPages } from './alternating-pages';
import { sideBySide } from './bilingual-pages';
import { coverOf, coverScannedText, type ScanCover } from './cover-background';
import { FontBook } from './font-book';
import type { Piece } from './line-breaks';
import { checkNotoFonts } from './noto-fonts';
import { openPdf } from './open-pdf';
import { outlineItems, outlineTitle, setOutlineTitle } from './outline';
import { readLinks, restoreLinks } from './page-links';
import type { Paragraph } from './page-model';
import { paragraphsOfPages } from './page-paragraphs';
import { isScanned, type PageText, readPageTexts } from './page-texts';
import { drawLines, removeText } from './page-writer';
import { lookOf, paragraphSegment, parseLook } from './paragraph-segment';
import {
  countPdfPictures,
  defaultPdfPictureBounds,
  type PdfPicture,
  type PdfPictureReplacement,
  pdfPictures,
  replacePdfPictures,
} from './pdf-pictures';
import type { OnWork } from './pdf-work';
import { sectionHeadings } from './section-headings';
import { setParagraph } from './set-paragraph';

interface TranslatableParagraph {
  paragraph: Paragraph;
  run: RunParagraph;
  /** Index of its segment. */
  segment: number;
  /** Read by OCR off a scan: covered, not removed. */
  scan?: ScanCover;
}

interface PageSkeleton {
  index: number;
  paragraphs: TranslatableParagraph[];
}

export interface PdfSkeleton {
  input: Buffer;
  password?: string;
  pages: PageSkeleton[];
  /** Index of each outline title's segment, in the order outline.ts walks the outline. */
  outline: number[];
  /** With `translateImages`: the pictures that hold lettering (read in the caller's thread), each with its image object. */
  pictures?: PackagePictures;
}

/** The document's text, and with `translateImages` its pictures as stored, for the picture pipeline. */
export interface PdfExtraction extends ExtractedDocument<PdfSkeleton> {
  pictures?: { pictures: PdfPicture[]; refused: RefusedPicture[] };
}

function piecesOf(translation: string, { paragraph, run }: TranslatableParagraph): Piece[] {
  const pieces: Piece[] = [];
  writeRuns(translation, run, {
    run: (style, text) => pieces.push({ look: parseLook(style), text }),
    markup: (markup) => {
      const span = paragraph.spans[Number(markup.split(':')[1])];
      if (span) pieces.push({ look: lookOf(span, paragraph.size), text: span.text });
    },
  });
  return pieces;
}

export async function extractPdf(
  input: Buffer,
  options: FormatOptions,
  from = 'auto',
  onWork?: OnWork,
  limits?: ReadLimits,
): Promise<PdfExtraction> {
  const { password, forceOcr } = options;
  onWork?.({ step: 'open' });
  const document = await openPdf(input, password);
  const title = document.getMetaData('info:Title') || undefined;
  const segments: Segment[] = [];
  const pages: PageSkeleton[] = [];
  // Scans are read in the source language's Tesseract model; "auto" finds it on the first scan.
  const sourceLanguage = from.trim().toLowerCase() === 'auto' ? 'auto' : resolveLanguage(from).code;
  const texts = await readPageTexts(document, { forceOcr, sourceLanguage, onWork });
  const laidOut = paragraphsOfPages(texts);
  const headings = sectionHeadings(laidOut);
  for (const [index, parsed] of texts.entries()) {
    const translatable: TranslatableParagraph[] = [];
    for (const [at, paragraph] of (laidOut[index] ?? []).entries()) {
      if (paragraph.keep) continue;
      const run = paragraphSegment(paragraph);
      const heading = headings[index]?.[at];
      segments.push({
        id: `p${index + 1}.${segments.length + 1}`,
        text: run.text,
        context: { documentTitle: title, page: index + 1, ...(heading && { heading }) },
      });
      const scan = isScanned(parsed) ? coverOf(paragraph, parsed.covers, parsed.hadText) : undefined;
      translatable.push({ paragraph, run, segment: segments.length - 1, scan });
    }
    pages.push({ index, paragraphs: translatable });
  }
  const outline = outlineItems(document).map((item) => {
    segments.push({
      id: `outline.${segments.length + 1}`,
      text: outlineTitle(item),
      context: { documentTitle: title },
    });
    return segments.length - 1;
  });
  const bounds = {
    ...defaultPdfPictureBounds,
    maxPixels: limits?.maxImagePixels ?? defaultPdfPictureBounds.maxPixels,
  };
  const pictures = options.translateImages
    ? await pdfPictures(document, scannedPages(texts), bounds)
    : undefined;
  const pictureCount = options.countPictures
    ? countPdfPictures(document, scannedPages(texts), bounds)
    : undefined;
  document.destroy();
  const skeleton = { input, password, pages, outline };
  return {
    segments,
    skeleton,
    ...(pictures && { pictures }),
    ...(pictureCount !== undefined && { pictureCount }),
  };
}

const scannedPages = (texts: readonly PageText[]) =>
  new Set(texts.flatMap((text, index) => (isScanned(text) ? [index] : [])));

/**
 * The translated document as the user asked for it: alone, or with the original, page beside page on
 * wide pages or one page after the other.
 */
async function written(
  translated: PDFDocument,
  fonts: FontBook,
  skeleton: PdfSkeleton,
  { bilingual, bilingualPages }: FormatOptions,
  onWork?: OnWork,
): Promise<Buffer> {
  onWork?.({ step: 'write' });
  // MuPDF subsets the document's own fonts; Verso's faces, still empty here, are subset by HarfBuzz
  // (MuPDF's subsetter fails on CFF faces or breaks them).
  translated.subsetFonts();
  await fonts.embed();
  let output = translated;
  if (bilingual) {
    const original = await openPdf(skeleton.input, skeleton.password);
    const layout = bilingualPages === 'alternating' ? alternatingPages : sideBySide;
    output = await layout(original, translated);
  }
  const saved = output.saveToBuffer('garbage,compress');
  try {
    return Buffer.from(saved.asUint8Array());
  } finally {
    // The file's bytes in MuPDF's memory, as large as the output: freed now rather than by a finalizer.
    saved.destroy();
  }
}

/** One page: its translated paragraphs' text removed (or covered, on a scan), the translations set. */
async function rebuildPage(
  document: PDFDocument,
  page: PDFPage,
  changed: readonly TranslatableParagraph[],
  translations: readonly string[],
  fonts: FontBook,
  to: string,
): Promise<void> {
  const links = readLinks(page);
  await removeText(
    document,
    page,
    changed.filter(({ scan }) => !scan).map(({ paragraph }) => paragraph),
  );
  await coverScannedText(
    document,
    page,
    changed.flatMap(({ scan }) => scan ?? []),
  );
  const set = changed.map((item) => ({
    box: item.paragraph.box,
    lines: setParagraph(item.paragraph, piecesOf(translations[item.segment] ?? '', item), fonts, to).lines,
  }));
  await drawLines(
    document,
    page,
    set.flatMap(({ lines }) => lines),
    fonts,
  );
  restoreLinks(page, links, set);
  page.destroy();
}

export async function rebuildPdf(
  doc: ExtractedDocument<PdfSkeleton>,
  translations: string[],
  target: RebuildTarget,
  onWork?: OnWork,
  pictures: readonly PdfPictureReplacement[] = [],
): Promise<Buffer> {
  const { to } = target;
  checkNotoFonts();
  const { input, password, pages, outline } = doc.skeleton;
  onWork?.({ step: 'open' });
  const document = await openPdf(input, password);
  const fonts = await FontBook.for(document, to);
  for (const { index, paragraphs } of pages) {
    const changed = paragraphs.filter(({ run, segment }) => (translations[segment] ?? run.text) !== run.text);
    if (changed.length === 0) continue;
    onWork?.({ page: index });
    await rebuildPage(document, document.loadPage(index) as PDFPage, changed, translations, fonts, to);
  }
  outlineItems(document).forEach((item, index) => {
    const translation = translations[outline[index] ?? -1];
    if (translation && translation !== outlineTitle(item)) setOutlineTitle(document, item, translation);
  });
  await replacePdfPictures(document, pictures);
  const output = await written(document, fonts, doc.skeleton, target.options, onWork);
  document.destroy();
  return output;
}
