// Recognises files that are really something else (an image or archive renamed .xml), so the user is
// told what they uploaded rather than where an XML parser first tripped.
import { UserFacingError } from '../../errors';

const signatures: { what: string; bytes: number[] }[] = [
  { what: 'a PNG image', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { what: 'a JPEG image', bytes: [0xff, 0xd8, 0xff] },
  { what: 'a GIF image', bytes: [0x47, 0x49, 0x46, 0x38] },
  { what: 'a PDF document', bytes: [0x25, 0x50, 0x44, 0x46] },
  { what: 'a ZIP archive (perhaps a DOCX, XLSX or EPUB)', bytes: [0x50, 0x4b, 0x03, 0x04] },
];

export function notXmlError(formatName: string, reason: string): UserFacingError {
  return new UserFacingError('bad_file', `This file is not ${formatName}: ${reason}.`);
}

// `<` followed or preceded by a zero byte: UTF-16 text that lost (or never had) its byte-order mark.
const isUnmarkedUtf16 = (input: Buffer) =>
  (input[0] === 0x3c && input[1] === 0) || (input[0] === 0 && input[1] === 0x3c);

/** Throws when the bytes start like a known binary format, or like UTF-16 without a byte-order mark. */
export function rejectKnownBinary(input: Buffer, formatName: string): void {
  const match = signatures.find(({ bytes }) => bytes.every((byte, index) => input[index] === byte));
  if (match) throw notXmlError(formatName, `it is ${match.what}`);
  if (isUnmarkedUtf16(input)) {
    throw new UserFacingError(
      'bad_file',
      `This ${formatName} file looks like UTF-16 without a byte-order mark. Save it as UTF-8 (or UTF-16 with a byte-order mark) and try again.`,
    );
  }
}
