// The XML parts of a package, parsed by the same safe parser as XML files (no entities, capped
// depth, offsets kept) and written back through edits, so untouched bytes stay as they were.
import { isUserFacingError, UserFacingError } from '../../errors';
import { applyEdits, type TextEdit } from '../source-positions/text-edits';
import { encodeText } from '../text-files/text-encoding';
import { parseXml, type XmlDocument } from '../xml-toolkit/safe-xml';
import { findEntry, type OfficePackage } from './office-package';

/** The part parsed, or undefined when the package has no such part. Errors name the part. */
export function parsePart(pkg: OfficePackage, name: string, formatName: string): XmlDocument | undefined {
  const entry = findEntry(pkg, name);
  if (!entry) return undefined;
  try {
    return parseXml(entry.data, formatName);
  } catch (error) {
    if (!isUserFacingError(error)) throw error;
    throw new UserFacingError(error.code, `${error.message.replace(/\.$/, '')} (in its part ${name}).`, {
      ...error.details,
      part: name,
    });
  }
}

/** The part's bytes after `edits`, in the part's own encoding (and byte-order mark, if it had one). */
export function editedPart(document: XmlDocument, edits: readonly TextEdit[]): Buffer {
  return encodeText(applyEdits(document.text, edits), document.encoding);
}
