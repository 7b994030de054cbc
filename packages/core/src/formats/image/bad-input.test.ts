import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeBmp } from './bmp';
import { decodeImage } from './decode-image';
import { encodeImage } from './encode-image';
import { defaultMaxImagePixels } from './image-header';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small PNG whose header claims `width` × `height`: a decompression bomb's first bytes. */
async function claimingPng(width: number, height: number): Promise<Buffer> {
  const file = Buffer.from(await png(1, 1));
  file.writeUInt32BE(width, 16);
  file.writeUInt32BE(height, 20);
  file.writeUInt32BE(crc32(file.subarray(12, 29)), 29);
  return file;
}

describe('pictures that cannot be translated as they are', () => {
  it('refuses a picture over the pixel limit from its header, before decoding it', async () => {
    await expect(decodeImage(await claimingPng(30_000, 30_000))).rejects.toMatchObject({
      code: 'too_large',
      message: expect.stringMatching(/900 megapixels/),
    });
    await expect(decodeImage(await png(200, 100), 10_000)).rejects.toMatchObject({
      code: 'too_large',
      message: expect.stringMatching(/up to 0 megapixels/),
    });
    expect(defaultMaxImagePixels).toBe(100_000_000);
  });

  it('says a file that is not a picture is not one', async () => {
    await expect(decodeImage(Buffer.from('Hello, this is text.'))).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(/not a picture Verso can read/),
    });
  });

  it('says a truncated picture is damaged', async () => {
    const whole = await png(300, 200);
    await expect(decodeImage(whole.subarray(0, whole.length - 200))).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(/damaged or cut short/),
    });
  });

  it('reads and writes 24- and 32-bit BMPs, and names the kinds it cannot read', async () => {
    const pixels = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255, 9, 9, 9, 255]);
    for (const depth of [24, 32] as const) {
      const bmp = encodeBmp({ pixels, width: 2, height: 2 }, depth);
      const decoded = await decodeImage(bmp);
      const again = await encodeImage(bmp, decoded.header, decoded.pages);
      expect(again).toEqual(bmp);
      expect([...(decoded.pages[0]?.pixels.subarray(0, 4) ?? [])]).toEqual([255, 0, 0, 255]);
    }
    const paletted = encodeBmp({ pixels, width: 2, height: 2 }, 24);
    paletted.writeUInt16LE(8, 28);
    await expect(decodeImage(paletted)).rejects.toMatchObject({
      message: expect.stringMatching(/8-bit given/),
    });
  });
});
