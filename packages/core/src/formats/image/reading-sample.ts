// A page's text as Tesseract read it, line by line: the sample a quote tells the language of "auto" by.
import { ocrLines } from '../ocr/tesseract-tsv';

export const readingSample = (tsv: string) =>
  ocrLines(tsv)
    .map((line) => line.words.map((word) => word.text).join(' '))
    .join('\n');
