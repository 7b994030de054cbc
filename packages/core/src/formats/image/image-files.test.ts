import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from './decode-image';
import { encodeImage } from './encode-image';

const red = { r: 200, g: 30, b: 40 };
const flat = (channels: 3 | 4 = 3) =>
  sharp({ create: { width: 40, height: 30, channels, background: { ...red, alpha: 0.5 } } });

async function roundTrip(input: Buffer) {
  const decoded = await decodeImage(input);
  const output = await encodeImage(input, decoded.header, decoded.pages);
  return { decoded, output, before: await sharp(input).metadata(), after: await sharp(output).metadata() };
}

describe('pictures read and written back as they came', () => {
  it.each([
    ['png', () => flat().png().toBuffer()],
    ['jpeg', () => flat().jpeg().toBuffer()],
    ['webp', () => flat().webp().toBuffer()],
    ['gif', () => flat().gif().toBuffer()],
  ])('writes a %s back as the same format and size', async (format, make) => {
    const { after } = await roundTrip(await make());
    expect(after).toMatchObject({ format, width: 40, height: 30 });
  });

  it('keeps every page of a TIFF', async () => {
    const page = await flat().png().toBuffer();
    const tiff = await sharp([page, page, page], { join: { animated: true } })
      .tiff()
      .toBuffer();
    const { decoded, after } = await roundTrip(tiff);
    expect(decoded.pages).toHaveLength(3);
    expect(after).toMatchObject({ format: 'tiff', pages: 3, width: 40 });
  });

  it('reads the first frame of an animated GIF and says so', async () => {
    const blue = { width: 40, height: 30, channels: 3, background: 'blue' } as const;
    const frames = [await flat().png().toBuffer(), await sharp({ create: blue }).png().toBuffer()];
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const { decoded, after } = await roundTrip(gif);
    expect(decoded.notes.join(' ')).toMatch(/animated \(2 frames\): only its first frame/);
    expect(after).toMatchObject({ format: 'gif', width: 40, height: 30 });
    expect(after.pages ?? 1).toBe(1);
  });

  it('keeps the colour profile, EXIF and alpha', async () => {
    const jpeg = await flat()
      .withIccProfile('p3')
      .withExif({ IFD0: { Copyright: 'Verso test' } })
      .jpeg()
      .toBuffer();
    const { before, after } = await roundTrip(jpeg);
    expect(after.icc).toEqual(before.icc);
    expect(after.exif?.toString('latin1')).toMatch(/Verso test/);
    const { output } = await roundTrip(await flat(4).png().toBuffer());
    const { data } = await sharp(output).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([200, 30, 40, 128]);
  });

  it('writes 16-bit and palette PNGs back as 16-bit and palette PNGs', async () => {
    const sixteen = await flat().toColourspace('rgb16').png().toBuffer();
    expect((await roundTrip(sixteen)).after.depth).toBe('ushort');
    const palette = await flat().png({ palette: true }).toBuffer();
    expect((await roundTrip(palette)).after.isPalette).toBe(true);
  });

  it('reads a CMYK JPEG in its colours and writes it back as CMYK', async () => {
    const cmyk = await flat().toColourspace('cmyk').jpeg().toBuffer();
    const { decoded, after } = await roundTrip(cmyk);
    const [r = 0, g = 0, b = 0] = decoded.pages[0]?.pixels ?? [];
    expect(r).toBeGreaterThan(150);
    expect(g + b).toBeLessThan(150);
    expect(after).toMatchObject({ format: 'jpeg', width: 40, space: 'cmyk' });
  });
});
