// Tesseract's TSV read into lines of words. Each row is a page, block, paragraph, line or word (its
// `level`); only the words carry text, so lines are rebuilt from the words that share their numbers.
// The TSV does not say where a space is (Korean comes as one "word" per syllable): each line takes its
// text from Tesseract's plain text output, which follows the TSV, where the letters match.
import { type Box, unionBox } from './geometry';

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
  /** As Tesseract's plain text gives it, spaced as on the page; absent where the two disagree. */
  text?: string;
}

const wordLevel = 5;
const tsvColumns = 12;

const bare = (text: string) => text.replace(/\s/gu, '');

function withSpacedText(lines: OcrLine[], textLines: readonly string[]): OcrLine[] {
  let next = 0;
  for (const line of lines) {
    const letters = line.words.map((word) => word.text).join('');
    const found = textLines.findIndex((text, index) => index >= next && bare(text) === letters);
    if (found < 0) continue;
    line.text = textLines[found]?.trim();
    next = found + 1;
  }
  return lines;
}

function addWord(lines: Map<string, OcrLine>, columns: string[]): void {
  const [level, page, block, paragraph, line, , left, top, width, height, confidence, text] = columns;
  if (Number(level) !== wordLevel || !text?.trim()) return;
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

/** Reads `tesseract … tsv txt` output: the TSV's rows, then the plain text's lines. */
export function ocrLines(output: string): OcrLine[] {
  const lines = new Map<string, OcrLine>();
  const textLines: string[] = [];
  for (const row of output.split('\n')) {
    const columns = row.split('\t');
    if (columns.length === tsvColumns) addWord(lines, columns);
    else if (row.trim() !== '') textLines.push(row);
  }
  return withSpacedText([...lines.values()], textLines);
}
