// Opening an uploaded PDF: what is not a PDF, what is damaged, what is encrypted (with the password
// the user gave, or a message asking for it) and what has no pages each fail with a message the user
// can act on.
import type { PDFDocument } from 'mupdf';
import { UserFacingError } from '../../errors';
import { binaryFileKind } from '../file-signature';
import { loadMupdf } from './mupdf';

/** Far beyond any real document; a file claiming more is refused before any page is read. */
export const maxPages = 5000;

function notAPdf(input: Buffer): UserFacingError {
  // Illustrator files from before version 9, or saved without "Create PDF Compatible File", and EPS.
  if (input.subarray(0, 4).toString('latin1') === '%!PS') {
    return new UserFacingError(
      'bad_file',
      'This file is PostScript, not PDF: an Illustrator file saved without PDF content, or an EPS. ' +
        'Save it again with "Create PDF Compatible File" (or as a PDF) and try again.',
    );
  }
  const kind = binaryFileKind(input);
  const what = kind ? `it is ${kind}` : 'it does not start like a PDF';
  return new UserFacingError('bad_file', `This file is not a valid PDF: ${what}.`);
}

function unlock(document: PDFDocument, password: string | undefined): void {
  if (!document.needsPassword()) return;
  if (!password) {
    throw new UserFacingError(
      'bad_file',
      'This PDF is protected by a password. Enter the password with the file and try again.',
      { reason: 'password_required' },
    );
  }
  if (!document.authenticatePassword(password)) {
    throw new UserFacingError('bad_file', 'The password for this PDF is wrong. Check it and try again.', {
      reason: 'wrong_password',
    });
  }
}

function pageCount(document: PDFDocument): number {
  try {
    return document.countPages();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UserFacingError(
      'bad_file',
      `This PDF is damaged: its list of pages cannot be read (${reason}).`,
    );
  }
}

export async function openPdf(input: Buffer, password?: string): Promise<PDFDocument> {
  if (!input.subarray(0, 1024).includes('%PDF-')) throw notAPdf(input);
  const mupdf = await loadMupdf();
  let document: PDFDocument;
  try {
    document = new mupdf.PDFDocument(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UserFacingError('bad_file', `This PDF is damaged and cannot be opened (${reason}).`);
  }
  unlock(document, password);
  const pages = pageCount(document);
  if (pages === 0) throw new UserFacingError('bad_file', 'This PDF has no pages.');
  if (pages > maxPages) {
    throw new UserFacingError(
      'too_large',
      `This PDF has ${pages} pages; Verso translates up to ${maxPages}.`,
    );
  }
  return document;
}
