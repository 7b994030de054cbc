// Windows bitmaps, which sharp (libvips) neither reads nor writes: uncompressed 24- and 32-bit files,
// the kind screenshots and scanners save. Compressed and palette bitmaps are refused by name.
import { UserFacingError } from '../../errors';

/** 8-bit RGBA, rows top to bottom, as a canvas holds it. */
export interface RgbaPixels {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

const fileHeaderBytes = 14;
const infoHeaderBytes = 40;
/** BI_RGB; BI_BITFIELDS with the usual masks is how many programs write 32-bit files. */
const uncompressed = [0, 3];

const badBmp = (why: string) =>
  new UserFacingError('bad_file', `This BMP image cannot be read: ${why}.`, { format: 'bmp' });

export const isBmp = (input: Buffer) => input.length >= 2 && input[0] === 0x42 && input[1] === 0x4d;

export interface BmpHeader {
  width: number;
  height: number;
  bitsPerPixel: number;
  /** Rows stored bottom-up, as most BMPs are. */
  bottomUp: boolean;
  dataOffset: number;
}

export function readBmpHeader(input: Buffer): BmpHeader {
  if (input.length < fileHeaderBytes + infoHeaderBytes) throw badBmp('the file is cut short');
  const height = input.readInt32LE(22);
  const header = {
    width: input.readInt32LE(18),
    height: Math.abs(height),
    bitsPerPixel: input.readUInt16LE(28),
    bottomUp: height > 0,
    dataOffset: input.readUInt32LE(10),
  };
  if (header.width <= 0 || header.height === 0) throw badBmp('its size is zero');
  if (![24, 32].includes(header.bitsPerPixel) || !uncompressed.includes(input.readUInt32LE(30)))
    throw badBmp(`only uncompressed 24- and 32-bit bitmaps are supported (${header.bitsPerPixel}-bit given)`);
  return header;
}

const rowBytes = (width: number, bitsPerPixel: number) => Math.ceil((width * bitsPerPixel) / 32) * 4;

export function decodeBmp(input: Buffer): RgbaPixels {
  const { width, height, bitsPerPixel, bottomUp, dataOffset } = readBmpHeader(input);
  const stride = rowBytes(width, bitsPerPixel);
  if (dataOffset + stride * height > input.length) throw badBmp('the file is cut short');
  const pixels = new Uint8ClampedArray(width * height * 4);
  const step = bitsPerPixel / 8;
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (bottomUp ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const from = row + x * step;
      const to = (y * width + x) * 4;
      pixels[to] = input[from + 2] ?? 0;
      pixels[to + 1] = input[from + 1] ?? 0;
      pixels[to + 2] = input[from] ?? 0;
      pixels[to + 3] = step === 4 ? (input[from + 3] ?? 255) : 255;
    }
  }
  return { pixels, width, height };
}

/** Written back at the bit depth it was read in: 32-bit keeps its alpha. */
export function encodeBmp({ pixels, width, height }: RgbaPixels, bitsPerPixel: 24 | 32): Buffer {
  const stride = rowBytes(width, bitsPerPixel);
  const dataOffset = fileHeaderBytes + infoHeaderBytes;
  const output = Buffer.alloc(dataOffset + stride * height);
  output.write('BM', 0, 'latin1');
  output.writeUInt32LE(output.length, 2);
  output.writeUInt32LE(dataOffset, 10);
  output.writeUInt32LE(infoHeaderBytes, 14);
  output.writeInt32LE(width, 18);
  output.writeInt32LE(height, 22);
  output.writeUInt16LE(1, 26);
  output.writeUInt16LE(bitsPerPixel, 28);
  output.writeUInt32LE(stride * height, 34);
  const step = bitsPerPixel / 8;
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const to = row + x * step;
      output[to] = pixels[from + 2] ?? 0;
      output[to + 1] = pixels[from + 1] ?? 0;
      output[to + 2] = pixels[from] ?? 0;
      if (step === 4) output[to + 3] = pixels[from + 3] ?? 255;
    }
  }
  return output;
}
