// Subtitle bytes to text and back. Subtitle files come in every encoding players accept (UTF-8 with or
// without BOM, UTF-16 and UTF-32 with BOM, legacy code pages); the file is written back in its own.
import iconv from 'iconv-lite';
import { UserFacingError } from '../../errors';
import { decodeText, encodeText, type TextEncoding } from '../txt/text-encoding';
import { binaryFileKind } from './file-signature';

// UTF-32 little-endian starts like UTF-16 little-endian (FF FE), so it is looked for first.
const utf32Marks: { name: string; bytes: number[] }[] = [
  { name: 'utf-32le', bytes: [0xff, 0xfe, 0x00, 0x00] },
  { name: 'utf-32be', bytes: [0x00, 0x00, 0xfe, 0xff] },
];

function decodeUtf32(input: Buffer): { text: string; encoding: TextEncoding } | undefined {
  const marked = utf32Marks.find(({ bytes }) => bytes.every((byte, index) => input[index] === byte));
  if (!marked) return undefined;
  const text = iconv.decode(input.subarray(4), marked.name, { stripBOM: false });
  return { text, encoding: { name: marked.name, bom: true } };
}

/** The file's text and encoding; a binary or mislabelled file is refused with a message naming `formatName`. */
export function decodeSubtitleText(
  input: Buffer,
  formatName: string,
): { text: string; encoding: TextEncoding } {
  const kind = binaryFileKind(input);
  if (kind) throw new UserFacingError('bad_file', `This file is ${kind}, not ${formatName} subtitles.`);
  try {
    return decodeUtf32(input) ?? decodeText(input);
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    throw new UserFacingError(
      'bad_file',
      `This ${formatName} file contains binary data, so it is not subtitle text. If it is UTF-16 text, save it with a byte-order mark.`,
    );
  }
}

/**
 * The text in the file's own encoding, as `encodeText` writes it. UTF-8 holds every well-formed string,
 * so for it the check that decodes the whole output again is skipped; a leading U+FEFF without a
 * byte-order mark (read back as one) and lone surrogates still take that path.
 */
export function encodeSubtitleText(text: string, encoding: TextEncoding): Buffer {
  const exact =
    encoding.name === 'utf-8' &&
    (encoding.bom || !text.startsWith('\uFEFF')) &&
    (text as string & { isWellFormed(): boolean }).isWellFormed();
  return exact ? iconv.encode(text, 'utf-8', { addBOM: encoding.bom }) : encodeText(text, encoding);
}
