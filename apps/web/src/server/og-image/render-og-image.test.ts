// The card is a 1200×630 PNG whose title is drawn in the page's script from the server's own fonts.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type OgCard, renderOgImage } from './render-og-image';

const card: OgCard = {
  title: 'Translate PDF files and keep their layout',
  productName: 'Verso',
  siteHost: 'verso.example',
  locale: 'en',
  direction: 'ltr',
  colours: { primary: '#3a5bdc', primaryDark: '#2a44b0', surfaceDark: '#141a2e' },
};

/** The share of near-white pixels (the text) in a band of the card. */
async function whiteShare(png: Buffer, band: { left: number; width: number }): Promise<number> {
  const { data, info } = await sharp(png)
    .extract({ left: band.left, top: 200, width: band.width, height: 300 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let white = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if ((data[i] ?? 0) > 230 && (data[i + 1] ?? 0) > 230 && (data[i + 2] ?? 0) > 230) white += 1;
  }
  return white / (info.width * info.height);
}

describe('Open Graph card', () => {
  it('is a 1200×630 PNG with the title drawn in white', async () => {
    const png = await renderOgImage(card);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(await whiteShare(png, { left: 80, width: 500 })).toBeGreaterThan(0.05);
  });

  it('sets an Arabic title from the right edge and a Chinese one in CJK glyphs, not empty boxes', async () => {
    const arabic = await renderOgImage({ ...card, locale: 'ar', direction: 'rtl', title: 'ترجمة ملفات' });
    expect(await whiteShare(arabic, { left: 720, width: 400 })).toBeGreaterThan(0.03);
    expect(await whiteShare(arabic, { left: 80, width: 400 })).toBe(0);

    // A face without the characters would draw the same hollow box for each: count distinct glyphs.
    const glyphs = await Promise.all(
      ['翻', '译'].map(async (title) => {
        const png = await renderOgImage({ ...card, locale: 'zh', title });
        return sharp(png).extract({ left: 80, top: 200, width: 100, height: 100 }).raw().toBuffer();
      }),
    );
    expect(glyphs[0]?.equals(glyphs[1] ?? Buffer.alloc(0))).toBe(false);
  });
});
