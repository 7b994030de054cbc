// The picture formats this build translates, as sharp names them (BMP is ours: see bmp.ts).
import { extname } from 'node:path';

export const imageKinds = ['png', 'jpeg', 'webp', 'tiff', 'gif', 'bmp'] as const;
export type ImageKind = (typeof imageKinds)[number];

export const imageMimeTypes: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  tiff: 'image/tiff',
  gif: 'image/gif',
  bmp: 'image/bmp',
};

export const imageExtensions: Record<ImageKind, string[]> = {
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  webp: ['.webp'],
  tiff: ['.tif', '.tiff'],
  gif: ['.gif'],
  bmp: ['.bmp'],
};

export const isImageKind = (format: string | undefined): format is ImageKind =>
  imageKinds.includes(format as ImageKind);

const pictureExtensions = new Set(Object.values(imageExtensions).flat());

/** A file named as one of these pictures (`word/media/image1.png`), by its extension in any case. */
export const hasImageExtension = (name: string) => pictureExtensions.has(extname(name).toLowerCase());
