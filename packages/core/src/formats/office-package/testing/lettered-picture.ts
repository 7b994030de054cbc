// A picture with known English lettering, for the tests of pictures inside documents (translateImages),
// and its lettering read back with Tesseract, as the picture tests read theirs.
import { drawSamplePage } from '../../image/fixtures/draw-samples';
import { tesseractTsv } from '../../ocr/tesseract';
import { ocrLines } from '../../ocr/tesseract-tsv';

/**
 * The picture tests' drawn page as a 1000 × 700 PNG: two bubbles ("Where is the old house of my
 * grandmother?", "The black cat sleeps in the kitchen today.") and a caption.
 */
export const letteredPicture = async (): Promise<Buffer> => (await drawSamplePage('flat')).png;

/** The words Tesseract reads in a PNG or JPEG with the model of `language` (`spa`), in reading order. */
export async function letteringOf(picture: Buffer, language: string): Promise<string> {
  const lines = ocrLines(await tesseractTsv(picture, language));
  return lines.flatMap((line) => line.words.map((word) => word.text)).join(' ');
}
