// Stage 1 for a whole document: each page's text, as MuPDF reads it or, for scanned pages, as
// Tesseract reads it. Scans are read side by side in the shared Tesseract slots, and each page comes
// back in its place. With source "auto" the first scan is read alone first, to find the language the
// others are read in.
import type { PDFDocument, PDFPage } from 'mupdf';
import { readInDetectedLanguage } from '../ocr/ocr-language';
import { tesseractTsv } from '../ocr/tesseract';
import { checkTesseractLanguage, tesseractLanguageFor } from '../ocr/tesseract-languages';
import { needsOcr, ocrPage, type ScannedPage } from './ocr-page';
import { type ParsedPage, parsePage } from './parse-page';
import type { OnWork } from './pdf-work';

export type PageText = ParsedPage | ScannedPage;

export const isScanned = (page: PageText): page is ScannedPage => 'covers' in page;

export interface PageTextOptions {
  forceOcr?: boolean;
  /** The job's source language, or "auto": which Tesseract model reads the scans. */
  sourceLanguage?: string;
  onWork?: OnWork;
}

function parsePages(
  document: PDFDocument,
  forceOcr: boolean,
  onWork?: OnWork,
): { parsed: ParsedPage; scanned: boolean }[] {
  const pages: { parsed: ParsedPage; scanned: boolean }[] = [];
  for (let index = 0; index < document.countPages(); index++) {
    onWork?.({ page: index });
    const page = document.loadPage(index) as PDFPage;
    const parsed = parsePage(page);
    pages.push({ parsed, scanned: needsOcr(page, parsed, forceOcr) });
    page.destroy();
  }
  return pages;
}

export async function readPageTexts(
  document: PDFDocument,
  { forceOcr = false, sourceLanguage = 'auto', onWork }: PageTextOptions,
): Promise<PageText[]> {
  const pages = parsePages(document, forceOcr, onWork);
  const texts: Promise<PageText>[] = pages.map(({ parsed }) => Promise.resolve(parsed));
  const scans = pages.flatMap(({ scanned }, index) => (scanned ? [index] : []));
  let language = sourceLanguage === 'auto' ? undefined : tesseractLanguageFor(sourceLanguage);
  const first = scans[0];
  if (first !== undefined && language === undefined) {
    checkTesseractLanguage('eng');
    texts[first] = ocrPage(
      document,
      first,
      pages[first]?.parsed as ParsedPage,
      async (png) => {
        const reading = await readInDetectedLanguage(png);
        language = reading.language;
        return reading.tsv;
      },
      onWork,
    );
    await texts[first];
    scans.shift();
  }
  const model = language ?? 'eng';
  if (scans.length > 0) checkTesseractLanguage(model);
  for (const index of scans)
    texts[index] = ocrPage(
      document,
      index,
      pages[index]?.parsed as ParsedPage,
      (png) => tesseractTsv(png, model),
      onWork,
    );
  return Promise.all(texts);
}
