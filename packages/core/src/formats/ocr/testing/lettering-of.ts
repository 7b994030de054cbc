// What a test reads back from a picture it translated: Tesseract's words, as the picture tests check them.
import { tesseractTsv } from '../tesseract';
import { ocrLines } from '../tesseract-tsv';

/** The words Tesseract reads in a PNG or JPEG with the model of `language` (`spa`), in reading order. */
export async function letteringOf(picture: Buffer, language: string): Promise<string> {
  const lines = ocrLines(await tesseractTsv(picture, language));
  return lines.flatMap((line) => line.words.map((word) => word.text)).join(' ');
}
