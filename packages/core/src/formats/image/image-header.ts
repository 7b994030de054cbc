// What a picture is, read from its header alone: its format, size and pages. A picture's size is
// checked here, before anything is decoded, so a small file that unpacks to gigapixels (a
// decompression bomb) costs nothing.
import { UserFacingError } from '../../errors';
import { isBmp, readBmpHeader } from './bmp';
import { type ImageKind, isImageKind } from './image-kinds';
import { loadSharp } from './load-sharp';

/** 100 megapixels: a 10,000 × 10,000 scan, far beyond any comic page or screenshot. */
export const defaultMaxImagePixels = 100_000_000;

export interface ImageHeader {
  kind: ImageKind;
  width: number;
  /** Of one page (frame). */
  height: number;
  pages: number;
  /** sharp's colour space (`srgb`, `cmyk`, `b-w`…) and sample depth (`uchar`, `ushort`). */
  space: string;
  depth: string;
  hasAlpha: boolean;
  isPalette: boolean;
  bitsPerPixel?: number;
}

const notAnImage = () =>
  new UserFacingError(
    'bad_file',
    'This file is not a picture Verso can read: PNG, JPEG, WebP, TIFF, GIF and BMP images are translated.',
  );

async function sharpHeader(input: Buffer): Promise<ImageHeader> {
  const sharp = await loadSharp();
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (!isImageKind(metadata.format)) throw notAnImage();
  return {
    kind: metadata.format,
    width: metadata.width ?? 0,
    height: metadata.pageHeight ?? metadata.height ?? 0,
    pages: metadata.pages ?? 1,
    space: metadata.space ?? 'srgb',
    depth: metadata.depth ?? 'uchar',
    hasAlpha: metadata.hasAlpha ?? false,
    isPalette: metadata.isPalette ?? false,
  };
}

function bmpHeader(input: Buffer): ImageHeader {
  const { width, height, bitsPerPixel } = readBmpHeader(input);
  const common = { pages: 1, space: 'srgb', depth: 'uchar', isPalette: false };
  return { kind: 'bmp', width, height, bitsPerPixel, hasAlpha: bitsPerPixel === 32, ...common };
}

export async function readImageHeader(
  input: Buffer,
  maxPixels = defaultMaxImagePixels,
): Promise<ImageHeader> {
  const header = isBmp(input) ? bmpHeader(input) : await sharpHeader(input);
  const pixels = header.width * header.height * header.pages;
  if (pixels > maxPixels) {
    throw new UserFacingError(
      'too_large',
      `This picture has ${Math.round(pixels / 1e6)} megapixels; Verso translates pictures of up to ${Math.round(maxPixels / 1e6)} megapixels.`,
      { pixels, maxPixels },
    );
  }
  return header;
}
