// Recognises uploads that are something else before LibreOffice sees them: an image or PDF with a
// legacy name, or a modern Office or OpenDocument package that only needs renaming. Only files that
// start like the legacy format reach LibreOffice, whose old importers are a large attack surface.
import { binaryFileKind } from '../file-signature';
import { misnamed, notThisKind, unopenable } from './legacy-file-errors';
import type { LegacyKind } from './legacy-kinds';

const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Packages told apart by a part name (OOXML) or the `mimetype` entry stored first (OpenDocument). */
const packagedDocuments = [
  { marker: 'word/document', what: 'a DOCX document', extension: '.docx' },
  { marker: 'xl/workbook', what: 'an XLSX workbook', extension: '.xlsx' },
  { marker: 'ppt/presentation', what: 'a PPTX presentation', extension: '.pptx' },
  { marker: 'opendocument.text', what: 'an OpenDocument text', extension: '.odt' },
  { marker: 'opendocument.spreadsheet', what: 'an OpenDocument spreadsheet', extension: '.ods' },
  { marker: 'opendocument.presentation', what: 'an OpenDocument presentation', extension: '.odp' },
];

const startsWith = (input: Buffer, prefix: Buffer) => input.subarray(0, prefix.length).equals(prefix);

export function refuseOtherFiles(kind: LegacyKind, input: Buffer): void {
  if (kind.signatures.some((signature) => startsWith(input, signature))) return;
  if (startsWith(input, zipSignature)) {
    const packaged = packagedDocuments.find(({ marker }) => input.includes(marker));
    if (packaged) throw misnamed(kind, packaged.what, packaged.extension);
    throw notThisKind(kind, 'a ZIP archive');
  }
  const binary = binaryFileKind(input);
  if (binary) throw notThisKind(kind, binary);
  throw unopenable(kind, input.length === 0 ? 'it is empty' : `it is not ${kind.description}`);
}
