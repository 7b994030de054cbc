// The page with only its dark ink kept, black on white. Tesseract's layout analysis takes dark
// lettering set straight on textured artwork for part of a picture and skips it; with the artwork's
// mid tones gone the same letters read as plain text.
import type { RgbImage } from '../ocr/scan-colours';
import { loadSharp } from './load-sharp';

/** Luminance (0–255) below which a pixel is ink: black and dark letters, not shading. */
const darkest = 90;

export async function darkInkPng({ pixels, width, height }: RgbImage): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length), {
    raw: { width, height, channels: 3 },
  })
    .greyscale()
    .threshold(darkest)
    .png({ compressionLevel: 1 })
    .toBuffer();
}
