// Opens an uploaded OpenDocument package and makes sure it is the kind the user chose: its `mimetype`
// entry (or, failing that, its body element) must say so. A DOCX or an ODS sent as .odt is named for
// what it is, so the user knows to rename it rather than that their file is "damaged".
import { UserFacingError } from '../../errors';
import type { ReadLimits } from '../format';
import {
  findEntry,
  type OfficePackage,
  packageLimitsWithin,
  parsePart,
  readPackage,
} from '../office-package';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { type DocumentKind, documentKinds } from './document-kinds';
import { OdfNames } from './odf-names';

export interface OpenDocumentPackage {
  pkg: OfficePackage;
  content: XmlDocument;
}

const otherPackages: { entry: string; what: string; extension: string }[] = [
  { entry: 'word/document.xml', what: 'a Word document (DOCX)', extension: '.docx' },
  { entry: 'xl/workbook.xml', what: 'an Excel workbook (XLSX)', extension: '.xlsx' },
  { entry: 'ppt/presentation.xml', what: 'a PowerPoint presentation (PPTX)', extension: '.pptx' },
  { entry: 'META-INF/container.xml', what: 'an EPUB book', extension: '.epub' },
];

function notThisKind(kind: DocumentKind, what: string, extension?: string): UserFacingError {
  const rename = extension ? ` Rename it ${extension} and retry.` : '';
  return new UserFacingError('bad_file', `This file is ${what}, not an ${kind.name} file.${rename}`, {
    expected: kind.id,
  });
}

function invalid(kind: DocumentKind, reason: string): UserFacingError {
  return new UserFacingError('bad_file', `This file is not a valid ${kind.name} file: ${reason}.`);
}

function checkMimeType(pkg: OfficePackage, kind: DocumentKind): void {
  const declared = findEntry(pkg, 'mimetype')?.data.toString('latin1').trim();
  if (declared === undefined || kind.mimeTypes.includes(declared)) return;
  const other = documentKinds.find((candidate) => candidate.mimeTypes.includes(declared));
  if (other) throw notThisKind(kind, `an ${other.label}`, other.extensions[0]);
  throw notThisKind(kind, `a file of type ${declared}`);
}

function checkBody(content: XmlDocument, kind: DocumentKind): void {
  const names = new OdfNames(content.root);
  const body = names.child(content.root, 'office:body');
  if (!body || !names.child(body, kind.body)) {
    throw invalid(kind, `its content.xml holds no ${kind.body} body`);
  }
}

/** An encrypted part is listed with its `manifest:encryption-data` in the manifest. */
function checkNotEncrypted(pkg: OfficePackage, kind: DocumentKind): void {
  const manifest = findEntry(pkg, 'META-INF/manifest.xml')?.data.toString('utf8') ?? '';
  if (/<[\w-]+:encryption-data[\s>/]/.test(manifest)) {
    throw new UserFacingError(
      'bad_file',
      `This ${kind.name} file is protected by a password. Open it, save it without the password and retry.`,
    );
  }
}

export async function openPackage(
  input: Buffer,
  kind: DocumentKind,
  limits?: ReadLimits,
): Promise<OpenDocumentPackage> {
  const pkg = await readPackage(input, kind.name, packageLimitsWithin(limits));
  checkMimeType(pkg, kind);
  checkNotEncrypted(pkg, kind);
  const content = parsePart(pkg, 'content.xml', kind.name);
  if (!content) {
    const other = otherPackages.find(({ entry }) => findEntry(pkg, entry));
    if (other) throw notThisKind(kind, other.what, other.extension);
    throw invalid(kind, 'it has no content.xml part');
  }
  checkBody(content, kind);
  return { pkg, content };
}
