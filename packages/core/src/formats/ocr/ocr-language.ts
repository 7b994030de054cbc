// Source "auto" on a scan: which Tesseract model reads it. The first scanned page is read as English;
// when Tesseract is unsure of what it read, its script detection names the script and that script's
// model reads it again; the language detector then picks the language within the script (Spanish
// rather than English, Ukrainian rather than Russian, Traditional rather than Simplified Chinese).
import { detectLanguage } from '../../detect';
import { tesseractScript, tesseractTsv } from './tesseract';
import { hasTesseractLanguage, tesseractLanguageFor } from './tesseract-languages';
import { ocrLines } from './tesseract-tsv';

/** The model that reads each script Tesseract detects, when the language is not known yet. */
const scriptModels: Record<string, string> = {
  Arabic: 'ara',
  Cyrillic: 'rus',
  Devanagari: 'hin',
  Greek: 'ell',
  Han: 'chi_sim',
  Hangul: 'kor',
  Hebrew: 'heb',
  Hiragana: 'jpn',
  Japanese: 'jpn',
  Katakana: 'jpn',
  Korean: 'kor',
  Thai: 'tha',
};

/** Models that read the same letters: the language detector may move between them. */
const sameLetters = [
  'eng spa fra deu ita por nld pol tur vie ind msa swe dan fin nor ces hun ron'.split(' '),
  ['rus', 'ukr'],
  ['chi_sim', 'chi_tra'],
];
const interchangeable = (a: string, b: string) =>
  sameLetters.some((models) => models.includes(a) && models.includes(b));

/** Below this mean word confidence, English's model is not reading English letters. */
const sureConfidence = 60;

function readText(tsv: string): { text: string; confidence: number } {
  const words = ocrLines(tsv).flatMap((line) => line.words);
  const confidence = words.reduce((sum, word) => sum + word.confidence, 0) / Math.max(1, words.length);
  return { text: words.map((word) => word.text).join(' '), confidence };
}

export interface DetectedReading {
  tsv: string;
  language: string;
}

export async function readInDetectedLanguage(png: Uint8Array): Promise<DetectedReading> {
  let reading: DetectedReading = { tsv: await tesseractTsv(png, 'eng'), language: 'eng' };
  const readWith = async (language: string) => {
    if (language !== reading.language && hasTesseractLanguage(language))
      reading = { tsv: await tesseractTsv(png, language), language };
  };
  if (readText(reading.tsv).confidence < sureConfidence) {
    const script = await tesseractScript(png);
    const model = script && scriptModels[script];
    if (model) await readWith(model);
  }
  const detected = detectLanguage(readText(reading.tsv).text);
  const model = detected && tesseractLanguageFor(detected.code);
  if (model && interchangeable(model, reading.language)) await readWith(model);
  return reading;
}
