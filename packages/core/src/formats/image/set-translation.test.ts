// Translations set in every script the product offers, read back by Tesseract: joined Arabic letters
// right to left, Hebrew, Devanagari conjuncts and Thai come out as text, not as boxes or loose glyphs.
import { describe, expect, it } from 'vitest';
import { lineText } from '../ocr/ocr-line-text';
import { tesseractTsv } from '../ocr/tesseract';
import { ocrLines } from '../ocr/tesseract-tsv';
import { characterAccuracy } from './fixtures/character-accuracy';
import { rgbOverWhite, rgbToPng } from './rgb-view';
import { setTranslations } from './set-translation';

const black = [0, 0, 0] as const;
const white = [1, 1, 1] as const;

const samples = [
  { language: 'ar', model: 'ara', text: 'البيت صغير والقطة نائمة' },
  { language: 'he', model: 'heb', text: 'הבית קטן והחתול ישן' },
  { language: 'hi', model: 'hin', text: 'घर छोटा है और बिल्ली सो रही है' },
  { language: 'th', model: 'tha', text: 'บ้านหลังเล็กและแมวกำลังนอน' },
];

describe('translations set in each script', () => {
  it.each(samples)(
    '$language is shaped and read back',
    async ({ language, model, text }) => {
      const [width, height] = [900, 160];
      const page = { pixels: new Uint8ClampedArray(width * height * 4).fill(255), width, height };
      setTranslations(
        page,
        [
          {
            text,
            room: [20, 20, 880, 140],
            size: 40,
            ink: [...black],
            background: [...white],
            alignment: 'centre',
            outline: false,
          },
        ],
        language,
      );
      const lines = ocrLines(await tesseractTsv(await rgbToPng(rgbOverWhite(page)), model));
      const read = lines.map((line) => lineText(line)).join(' ');
      expect(characterAccuracy(text, read)).toBeGreaterThanOrEqual(0.8);
    },
    60_000,
  );
});
