// Files that are really something else (a PNG renamed .json, a zipped upload) are recognised by their
// first bytes, so the user is told what they sent rather than that their "subtitles" are malformed.

interface Signature {
  kind: string;
  bytes: number[];
  offset?: number;
  /** More bytes further on, where the first ones alone are too short to tell (RIFF, BMP's "BM"). */
  andAt?: { bytes: number[]; offset: number };
}

const signatures: Signature[] = [
  { kind: 'a PNG image', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { kind: 'a JPEG image', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'a GIF image', bytes: [0x47, 0x49, 0x46, 0x38] },
  {
    kind: 'a WebP image',
    bytes: [0x52, 0x49, 0x46, 0x46],
    andAt: { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8 },
  },
  { kind: 'a TIFF image', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { kind: 'a TIFF image', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  // "BM" and then four reserved bytes that are always zero: text starting "BM" is not taken for one.
  { kind: 'a BMP image', bytes: [0x42, 0x4d], andAt: { bytes: [0, 0, 0, 0], offset: 6 } },
  { kind: 'a PDF document', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: 'a ZIP archive (or a DOCX, XLSX, EPUB…)', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'a gzip archive', bytes: [0x1f, 0x8b] },
  { kind: 'a Matroska/WebM video', bytes: [0x1a, 0x45, 0xdf, 0xa3] },
  { kind: 'an MP4/MOV video', bytes: [0x66, 0x74, 0x79, 0x70], offset: 4 },
];

/** What the bytes are when they are a well-known binary file, such as `a PNG image`; undefined otherwise. */
export function binaryFileKind(input: Buffer): string | undefined {
  const matches = (bytes: number[], offset: number) =>
    bytes.every((byte, index) => input[offset + index] === byte);
  return signatures.find(
    ({ bytes, offset = 0, andAt }) =>
      matches(bytes, offset) && (!andAt || matches(andAt.bytes, andAt.offset)),
  )?.kind;
}
