// A scanned comic's PDF priced by the page, as a comic archive is: its pages checked to be one
// picture each and counted, none read but the first for "auto". Run in the PDF thread (measure-file.ts),
// so it loads MuPDF and Tesseract only, not sharp (see DocumentFormat.measuredInCallerThread).
import type { DocumentMeasure } from '../../segments/document-measure';
import { readingSample } from '../image/reading-sample';
import { readInDetectedLanguage } from '../ocr/ocr-language';
import { inTesseractSlot } from '../ocr/tesseract';
import { checkTesseractLanguage, tesseractLanguageFor } from '../ocr/tesseract-languages';
import { countPdfPagePictures } from './pdf-page-pictures';

export async function measureComicPdf(
  input: Buffer,
  from: string,
  password?: string,
): Promise<DocumentMeasure> {
  const auto = from.trim().toLowerCase() === 'auto';
  if (!auto) checkTesseractLanguage(tesseractLanguageFor(from));
  const { count, first } = await countPdfPagePictures(input, password);
  const reading = auto && first ? await inTesseractSlot(() => readInDetectedLanguage(first)) : undefined;
  const languageSample = reading ? readingSample(reading.tsv) : '';
  return { wordCount: 0, segmentCount: 0, languageSample, pageCount: count };
}
