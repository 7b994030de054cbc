// A picture decoded into the RGBA pages the pipeline works on. Colours come out as sRGB (a CMYK JPEG
// too), 8 bits a channel; encode-image.ts writes the result back in the input's own terms.
import { UserFacingError } from '../../errors';
import { decodeBmp, type RgbaPixels } from './bmp';
import { type ImageHeader, readImageHeader } from './image-header';
import { loadSharp } from './load-sharp';

export interface DecodedImage {
  header: ImageHeader;
  /** Every page of a TIFF; the first frame of an animated GIF; one page otherwise. */
  pages: RgbaPixels[];
  /** What the user should know about how the picture was read (an animation's other frames). */
  notes: string[];
}

const damaged = (kind: string, cause: unknown) =>
  new UserFacingError(
    'bad_file',
    `This ${kind.toUpperCase()} image is damaged or cut short and cannot be read (${cause instanceof Error ? cause.message.split('\n')[0] : cause}).`,
  );

async function decodePage(input: Buffer, page: number): Promise<RgbaPixels> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(input, { page, limitInputPixels: false, failOn: 'truncated' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return {
    pixels: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

function pagesToRead(header: ImageHeader): { count: number; notes: string[] } {
  if (header.kind === 'tiff') return { count: header.pages, notes: [] };
  if (header.pages <= 1) return { count: 1, notes: [] };
  return {
    count: 1,
    notes: [
      `This ${header.kind.toUpperCase()} is animated (${header.pages} frames): only its first frame was translated, and the result is a still picture.`,
    ],
  };
}

async function decodePages(input: Buffer, header: ImageHeader, count: number): Promise<RgbaPixels[]> {
  try {
    if (header.kind === 'bmp') return [decodeBmp(input)];
    const pages: RgbaPixels[] = [];
    for (let page = 0; page < count; page++) pages.push(await decodePage(input, page));
    return pages;
  } catch (error) {
    if (error instanceof UserFacingError) throw error;
    throw damaged(header.kind, error);
  }
}

export async function decodeImage(input: Buffer, maxPixels?: number): Promise<DecodedImage> {
  const header = await readImageHeader(input, maxPixels);
  const { count, notes } = pagesToRead(header);
  return { header, pages: await decodePages(input, header, count), notes };
}

/** The pages a translation reads (every TIFF page, an animation's first frame), from the header alone. */
export async function pagesToTranslate(input: Buffer, maxPixels?: number): Promise<number> {
  return pagesToRead(await readImageHeader(input, maxPixels)).count;
}

/**
 * The pages a translation would read, and the first of them decoded: enough for a quote to count the
 * pages and to find a file damaged from its start, without decoding a hundred-page TIFF.
 */
export async function decodeFirstPage(input: Buffer, maxPixels?: number) {
  const header = await readImageHeader(input, maxPixels);
  const [first] = await decodePages(input, header, 1);
  if (!first) throw damaged(header.kind, 'no page');
  return { pageCount: pagesToRead(header).count, first };
}
