import { describe, expect, it } from 'vitest';
import type { Box } from '../ocr/geometry';
import { inReadingOrder, readingDirectionOf } from './reading-order';

const region = (name: string, box: Box) => ({ name, box });
// Two bubbles side by side, the right one starting a little lower; a caption across the bottom.
const page = [
  region('caption', [50, 600, 950, 660]),
  region('right bubble', [560, 90, 900, 260]),
  region('left bubble', [80, 60, 420, 220]),
];
const names = (regions: readonly { name: string }[]) => regions.map((one) => one.name);

describe('reading order', () => {
  it('reads a row of bubbles from the left, then the row below', () => {
    expect(names(inReadingOrder(page, 'ltr'))).toEqual(['left bubble', 'right bubble', 'caption']);
  });

  it('reads a manga page from the right', () => {
    expect(names(inReadingOrder(page, 'rtl'))).toEqual(['right bubble', 'left bubble', 'caption']);
  });

  it('keeps a bubble well below another in the next row, whatever its side', () => {
    const stacked = [region('lower left', [80, 300, 400, 420]), region('upper right', [560, 60, 900, 200])];
    expect(names(inReadingOrder(stacked, 'ltr'))).toEqual(['upper right', 'lower left']);
    expect(names(inReadingOrder(stacked, 'rtl'))).toEqual(['upper right', 'lower left']);
  });

  it('reads Japanese (horizontal or vertical), Arabic and Hebrew pages right to left, others left to right', () => {
    expect(['jpn', 'jpn_vert', 'ara', 'heb', 'eng', 'chi_sim', 'spa'].map(readingDirectionOf)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });
});
