// Stage 1 for a whole document: each page's text, as MuPDF reads it or, for scanned pages, as
// Tesseract reads it. Scans are read side by side in the shared Tesseract slots while the other pages
// are parsed, and each page comes back in its place.
import type { PDFDocument, PDFPage } from 'mupdf';
import { needsOcr, ocrPage, type ScannedPage } from './ocr-page';
import { type ParsedPage, parsePage } from './parse-page';
import { checkTesseractLanguage, tesseractLanguageFor } from './tesseract-languages';

export type PageText = ParsedPage | ScannedPage;

export const isScanned = (page: PageText): page is ScannedPage => 'covers' in page;

export interface PageTextOptions {
  forceOcr?: boolean;
  /** The job's source language, or "auto": which Tesseract model reads the scans. */
  sourceLanguage?: string;
}

export async function readPageTexts(
  document: PDFDocument,
  { forceOcr = false, sourceLanguage = 'auto' }: PageTextOptions,
): Promise<PageText[]> {
  const language = tesseractLanguageFor(sourceLanguage);
  const pages: Promise<PageText>[] = [];
  for (let index = 0; index < document.countPages(); index++) {
    const page = document.loadPage(index) as PDFPage;
    const parsed = parsePage(page);
    const scanned = needsOcr(page, parsed, forceOcr);
    page.destroy();
    if (scanned) checkTesseractLanguage(language);
    pages.push(scanned ? ocrPage(document, index, parsed, language) : Promise.resolve(parsed));
  }
  return Promise.all(pages);
}
