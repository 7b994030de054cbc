// Tesseract's TSV read into lines of words. Each row is a page, block, paragraph, line or word (its
// `level`); only the words carry text, so lines are rebuilt from the words that share their numbers.
import { type Box, unionBox } from './page-model';

/** Boxes in the image's pixels. */
export interface OcrWord {
  text: string;
  box: Box;
  /** 0–100. */
  confidence: number;
}

export interface OcrLine {
  /** Tesseract's block and paragraph, `3.1`: lines with the same one were read as one paragraph. */
  paragraph: string;
  box: Box;
  words: OcrWord[];
}

const wordLevel = 5;

export function ocrLines(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine>();
  for (const row of tsv.split('\n').slice(1)) {
    const [level, page, block, paragraph, line, , left, top, width, height, confidence, text] =
      row.split('\t');
    if (Number(level) !== wordLevel || !text?.trim()) continue;
    const [x, y] = [Number(left), Number(top)];
    const word: OcrWord = {
      text: text.trim(),
      box: [x, y, x + Number(width), y + Number(height)],
      confidence: Number(confidence),
    };
    const key = `${page}.${block}.${paragraph}.${line}`;
    const known = lines.get(key);
    if (known) {
      known.words.push(word);
      known.box = unionBox([known.box, word.box]);
    } else lines.set(key, { paragraph: `${block}.${paragraph}`, box: word.box, words: [word] });
  }
  return [...lines.values()];
}
