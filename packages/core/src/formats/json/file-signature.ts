// Files that are really something else (a PNG renamed .json, a zipped export) are recognised by their
// first bytes, so the user is told what they uploaded instead of a puzzling syntax error.

const signatures: { kind: string; bytes: number[] }[] = [
  { kind: 'a PNG image', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { kind: 'a JPEG image', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'a GIF image', bytes: [0x47, 0x49, 0x46, 0x38] },
  { kind: 'a PDF document', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: 'a ZIP archive (or an Office document)', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'a gzip archive', bytes: [0x1f, 0x8b] },
];

/** What the file really is (`a PNG image`) when its first bytes say so; undefined for anything else. */
export function binaryFileKind(input: Buffer): string | undefined {
  return signatures.find(({ bytes }) => bytes.every((byte, index) => input[index] === byte))?.kind;
}
