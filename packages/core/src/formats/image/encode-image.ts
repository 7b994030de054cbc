// The translated pages written back as the picture they came from: the same format, size, pages,
// colour profile and metadata (EXIF, XMP, ICC). The pixels are laid over the original in sharp, so
// everything sharp keeps of the input (keepMetadata) is kept, and sRGB is converted back into the
// input's own profile.
import type { FormatEnum, Sharp } from 'sharp';
import { encodeBmp, type RgbaPixels } from './bmp';
import type { ImageHeader } from './image-header';
import { loadSharp } from './load-sharp';

/** Pages stacked top to bottom, as sharp holds a multi-page TIFF (`pages: -1`). */
function stacked(pages: readonly RgbaPixels[]): RgbaPixels {
  const first = pages[0];
  if (!first || pages.length === 1) return first ?? { pixels: new Uint8ClampedArray(), width: 0, height: 0 };
  const pixels = new Uint8ClampedArray(pages.reduce((sum, page) => sum + page.pixels.length, 0));
  let offset = 0;
  for (const page of pages) {
    pixels.set(page.pixels, offset);
    offset += page.pixels.length;
  }
  return { pixels, width: first.width, height: first.height * pages.length };
}

/** Each format's own encoder, told what the input was: palette, 16-bit, lossy quality. */
function encoded(image: Sharp, header: ImageHeader): Sharp {
  const sixteenBit = header.depth === 'ushort';
  const kind = header.kind as keyof FormatEnum;
  switch (header.kind) {
    case 'png':
      return (sixteenBit ? image.toColourspace('rgb16') : image).png({ palette: header.isPalette });
    case 'jpeg':
      // A print-ready CMYK JPEG stays CMYK, in its own profile (kept by keepMetadata).
      return (header.space === 'cmyk' ? image.toColourspace('cmyk') : image).jpeg({ quality: 92 });
    case 'webp':
      return image.webp({ quality: 92 });
    default:
      return image.toFormat(kind);
  }
}

export async function encodeImage(
  input: Buffer,
  header: ImageHeader,
  pages: readonly RgbaPixels[],
): Promise<Buffer> {
  const layer = stacked(pages);
  if (header.kind === 'bmp') return encodeBmp(layer, header.bitsPerPixel === 32 ? 32 : 24);
  const sharp = await loadSharp();
  const original = sharp(input, {
    limitInputPixels: false,
    ...(header.kind === 'tiff' ? { pages: -1 } : { page: 0 }),
  });
  const pixels = Buffer.from(layer.pixels.buffer, layer.pixels.byteOffset, layer.pixels.length);
  const composed = original
    .composite([
      { input: pixels, raw: { width: layer.width, height: layer.height, channels: 4 }, blend: 'source' },
    ])
    .keepMetadata();
  return encoded(header.hasAlpha ? composed : composed.removeAlpha(), header).toBuffer();
}
