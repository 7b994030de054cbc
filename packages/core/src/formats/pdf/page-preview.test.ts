import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfPagePreview } from './index';
import { loadMupdf } from './mupdf';

const sample = readFileSync(new URL('./fixtures/layout-sample.pdf', import.meta.url));

/** The image's size and how much of it is not white, read back by MuPDF. */
async function imageFacts(image: Buffer) {
  const { Image } = await loadMupdf();
  const pixmap = new Image(image).toPixmap();
  const pixels = pixmap.getPixels();
  let ink = 0;
  for (const value of pixels) if (value < 128) ink++;
  return { width: pixmap.getWidth(), height: pixmap.getHeight(), ink: ink / pixels.length };
}

describe('page previews', () => {
  it('renders a page as a PNG of the width asked for, in the page’s proportions, with its text drawn', async () => {
    const png = await pdfPagePreview(sample, { page: 1, width: 600, format: 'png' });
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    const facts = await imageFacts(png);
    expect(facts.width).toBe(600);
    expect(Math.abs(facts.height - (600 * 841.92) / 594.96)).toBeLessThanOrEqual(1);
    expect(facts.ink).toBeGreaterThan(0.005);
  }, 60_000);

  it('renders a WebP of the width asked for, smaller than the same page as a PNG', async () => {
    const [webp, png] = await Promise.all(
      (['webp', 'png'] as const).map((format) => pdfPagePreview(sample, { page: 1, width: 600, format })),
    );
    const header = (from: number, to: number) => webp?.subarray(from, to).toString('latin1');
    expect([header(0, 4), header(8, 12)]).toEqual(['RIFF', 'WEBP']);
    const { default: sharp } = await import('sharp');
    expect((await sharp(webp).metadata()).width).toBe(600);
    expect(webp?.length).toBeLessThan(png?.length ?? 0);
  }, 60_000);

  it('renders a JPEG, and a page that does not exist is refused with the page count', async () => {
    const jpeg = await pdfPagePreview(sample, { page: 2, width: 300, format: 'jpeg' });
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    await expect(pdfPagePreview(sample, { page: 3, width: 300, format: 'png' })).rejects.toThrow(
      'This PDF has 2 pages; there is no page 3.',
    );
  }, 60_000);
});
