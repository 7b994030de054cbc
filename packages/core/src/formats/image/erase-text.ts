// Stage 4: a region's letters taken out of the page. On a flat background the glyph mask is filled
// with the background's colour (exact, and instant); on artwork OpenCV's Telea inpainting rebuilds
// the pixels under the mask from those around it, so no ghost of the strokes is left.
import type { RgbaPixels } from './bmp';
import { type GlyphMask, glyphMask } from './glyph-mask';
import { loadOpenCv } from './opencv';
import type { TextRegion } from './text-regions';

/** Inpainting radius: how far around a masked pixel Telea looks. */
const inpaintRadius = 5;
const inpaintMargin = inpaintRadius * 3;

function fillMask(page: RgbaPixels, mask: GlyphMask, region: TextRegion): void {
  const colour = region.background.map((value) => Math.round(value * 255));
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if (mask.bits[y * mask.width + x] === 0) continue;
      const offset = ((y + mask.box[1]) * page.width + x + mask.box[0]) * 4;
      page.pixels.set(colour, offset);
    }
  }
}

/** The mask's box of the page as RGB rows, and back. */
function cropRgb(page: RgbaPixels, mask: GlyphMask): Uint8Array {
  const rgb = new Uint8Array(mask.width * mask.height * 3);
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      const from = ((y + mask.box[1]) * page.width + x + mask.box[0]) * 4;
      rgb.set(page.pixels.subarray(from, from + 3), (y * mask.width + x) * 3);
    }
  }
  return rgb;
}

function pasteRgb(page: RgbaPixels, mask: GlyphMask, rgb: Uint8Array): void {
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      const to = ((y + mask.box[1]) * page.width + x + mask.box[0]) * 4;
      page.pixels.set(rgb.subarray((y * mask.width + x) * 3, (y * mask.width + x) * 3 + 3), to);
    }
  }
}

async function inpaintMask(page: RgbaPixels, mask: GlyphMask): Promise<void> {
  const { cv } = await loadOpenCv();
  const source = cv.matFromArray(mask.height, mask.width, cv.CV_8UC3, cropRgb(page, mask));
  const holes = cv.matFromArray(mask.height, mask.width, cv.CV_8UC1, mask.bits);
  const result = new cv.Mat();
  try {
    cv.inpaint(source, holes, result, inpaintRadius, cv.INPAINT_TELEA);
    pasteRgb(page, mask, new Uint8Array(result.data));
  } finally {
    for (const mat of [source, holes, result]) mat.delete();
  }
}

/** Erases the region's letters from `page`, in place. */
export async function eraseText(page: RgbaPixels, region: TextRegion): Promise<void> {
  // The letters' anti-aliased edges reach a few pixels past the region's box.
  if (region.flat) return fillMask(page, glyphMask(page, region, 4), region);
  await inpaintMask(page, glyphMask(page, region, inpaintMargin));
}
