// The messages a user sees when a ZIP package is not an EPUB Verso can translate, one per reason.

import { UserFacingError } from '../../errors';
import { findEntry, type OfficePackage } from '../office-package';

export const epubName = 'EPUB';

/** What the package looks like instead, so the user learns they picked the wrong file. */
function otherKind(pkg: OfficePackage): string {
  if (findEntry(pkg, '[Content_Types].xml')) return 'it is a Microsoft Office document (DOCX, XLSX or PPTX)';
  const mimetype = findEntry(pkg, 'mimetype')?.data.toString('latin1').trim();
  if (mimetype?.startsWith('application/vnd.oasis.opendocument')) return 'it is an OpenDocument file';
  return 'it has no META-INF/container.xml';
}

export function notAnEpub(pkg: OfficePackage): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This file is not a valid EPUB file: ${otherKind(pkg)}. Check that the file has the right extension and is not damaged.`,
  );
}

/** A part the package's own description names but does not hold, or describes wrongly. */
export function brokenEpub(reason: string, part?: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This EPUB file is damaged and cannot be translated: ${reason}. Open it in an EPUB editor (Sigil, Calibre), save it again and retry.`,
    part ? { part } : {},
  );
}
