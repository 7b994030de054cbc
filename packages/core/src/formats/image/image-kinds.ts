// The picture formats this build translates, as sharp names them (BMP is ours: see bmp.ts).

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
