// Which parts of a Word package hold text a reader sees, found by their declared content type (so a
// renamed or reordered package reads the same): the main document, every header and footer (first,
// even and odd pages), the notes, the comments, charts, SmartArt and the core properties.
import { UserFacingError } from '../../errors';
import { findEntry, type OfficePackage, parsePart } from '../office-package';
import { attribute, childElements, localName } from '../xml-toolkit/xml-tree';

export type PartRole =
  | 'body'
  | 'header'
  | 'footer'
  | 'notes'
  | 'comments'
  | 'chart'
  | 'diagram'
  | 'properties'
  | 'numbering';

export interface DocxPart {
  name: string;
  role: PartRole;
}

const mainDocument =
  /wordprocessingml\.(?:document|template)\.main\+xml$|ms-word\.(?:document|template)\.macroEnabled(?:Template)?\.main\+xml$/;

const roleOfType: [RegExp, PartRole][] = [
  [mainDocument, 'body'],
  [/wordprocessingml\.header\+xml$/, 'header'],
  [/wordprocessingml\.footer\+xml$/, 'footer'],
  [/wordprocessingml\.(?:footnotes|endnotes)\+xml$/, 'notes'],
  [/wordprocessingml\.comments\+xml$/, 'comments'],
  [/drawingml\.chart\+xml$/, 'chart'],
  [/drawingml\.diagram(?:Data|Drawing)\+xml$/, 'diagram'],
  [/package\.core-properties\+xml$/, 'properties'],
  [/wordprocessingml\.numbering\+xml$/, 'numbering'],
];

/** Content type by part name (`word/document.xml`), from `[Content_Types].xml`'s overrides and defaults. */
function contentTypes(pkg: OfficePackage): (name: string) => string | undefined {
  const types = parsePart(pkg, '[Content_Types].xml', 'DOCX');
  const overrides = new Map<string, string>();
  const defaults = new Map<string, string>();
  for (const entry of types ? childElements(types.root) : []) {
    const type = attribute(entry, 'ContentType') ?? '';
    if (localName(entry) === 'Override')
      overrides.set((attribute(entry, 'PartName') ?? '').replace(/^\//, '').toLowerCase(), type);
    if (localName(entry) === 'Default')
      defaults.set((attribute(entry, 'Extension') ?? '').toLowerCase(), type);
  }
  return (name) =>
    overrides.get(name.toLowerCase()) ?? defaults.get(name.slice(name.lastIndexOf('.') + 1).toLowerCase());
}

const otherPackages: [string, string][] = [
  ['xl/workbook.xml', 'an Excel workbook (XLSX)'],
  ['ppt/presentation.xml', 'a PowerPoint presentation (PPTX)'],
  ['content.xml', 'an OpenDocument file'],
  ['META-INF/container.xml', 'an EPUB book'],
  ['designmap.xml', 'an InDesign document (IDML)'],
];

function notAWordDocument(pkg: OfficePackage): UserFacingError {
  const other = otherPackages.find(([part]) => findEntry(pkg, part));
  const what = other ? `it is ${other[1]}` : 'it has no main document part (word/document.xml)';
  return new UserFacingError(
    'bad_file',
    `This file is not a valid DOCX file: ${what}. Check that the file has the right extension and is not damaged.`,
  );
}

/** The parts to translate, the main document first. Throws when the package is not a Word document. */
export function docxParts(pkg: OfficePackage): DocxPart[] {
  const typeOf = contentTypes(pkg);
  const parts: DocxPart[] = [];
  for (const { name } of pkg.entries) {
    const type = typeOf(name) ?? '';
    const role = roleOfType.find(([pattern]) => pattern.test(type))?.[1];
    if (role) parts.push({ name, role });
  }
  if (!parts.some((part) => part.role === 'body')) {
    if (!findEntry(pkg, 'word/document.xml') || findEntry(pkg, 'xl/workbook.xml'))
      throw notAWordDocument(pkg);
    parts.push({ name: 'word/document.xml', role: 'body' });
  }
  return parts.sort((a, b) => Number(b.role === 'body') - Number(a.role === 'body'));
}
