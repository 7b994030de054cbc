// Translations set in every script the product offers, read back by Tesseract: joined Arabic letters
// right to left, Hebrew, Devanagari conjuncts and Thai come out as text, not as boxes or loose glyphs;
// Chinese set in columns reads back with the vertical model.
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

  it('sets Chinese in columns, right to left, when the original was lettered so', async () => {
    const [width, height] = [400, 500];
    const page = { pixels: new Uint8ClampedArray(width * height * 4).fill(255), width, height };
    const text = '老房子在村子的东边，猫在厨房里睡觉。';
    const [size] = setTranslations(
      page,
      [
        {
          text,
          room: [40, 30, 360, 470],
          size: 44,
          ink: [...black],
          background: [...white],
          alignment: 'centre',
          outline: false,
          vertical: true,
        },
      ],
      'zh',
    );
    expect(size).toBeGreaterThanOrEqual(30);
    const png = await rgbToPng(rgbOverWhite(page));
    const read = ocrLines(await tesseractTsv(png, 'chi_sim_vert', 'column block'))
      .map((line) => lineText(line))
      .join('');
    expect(
      characterAccuracy(text.replace(/[，。]/gu, ''), read.replace(/[\s，。,.]/gu, '')),
    ).toBeGreaterThanOrEqual(0.8);
  }, 60_000);
});
