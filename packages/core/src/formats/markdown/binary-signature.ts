// A file that is really something else (a PNG renamed .md or .html) is named for what it is, so the
// user knows to upload the right file rather than wonder what is wrong with their text.

const signatures: { what: string; bytes: number[] }[] = [
  { what: 'a PNG image', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { what: 'a JPEG image', bytes: [0xff, 0xd8, 0xff] },
  { what: 'a GIF image', bytes: [0x47, 0x49, 0x46, 0x38] },
  { what: 'a PDF document', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { what: 'a ZIP archive (or a DOCX, XLSX, EPUB…)', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { what: 'a gzip archive', bytes: [0x1f, 0x8b] },
];

/** What the bytes are when they start like a known binary format, else undefined. */
export function binaryKind(input: Buffer): string | undefined {
  return signatures.find(({ bytes }) => bytes.every((byte, index) => input[index] === byte))?.what;
}
