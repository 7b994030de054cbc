// An RGBA page as the OCR helpers see it: RGB over white, so transparent parts read as paper.
import type { RgbImage } from '../ocr/scan-colours';
import type { RgbaPixels } from './bmp';
import { loadSharp } from './load-sharp';

export function rgbOverWhite({ pixels, width, height }: RgbaPixels): RgbImage {
  const rgb = new Uint8ClampedArray(width * height * 3);
  for (let from = 0, to = 0; from < pixels.length; from += 4, to += 3) {
    const alpha = (pixels[from + 3] ?? 255) / 255;
    for (let channel = 0; channel < 3; channel++)
      rgb[to + channel] = (pixels[from + channel] ?? 0) * alpha + 255 * (1 - alpha);
  }
  return { pixels: rgb, width, height, stride: width * 3 };
}

/** The PNG Tesseract reads. */
export async function rgbToPng({ pixels, width, height }: RgbImage): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length), {
    raw: { width, height, channels: 3 },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
