// Opens an IDML package: a ZIP whose designmap.xml lists the document's parts. The stories it names
// (`<idPkg:Story src="Stories/Story_u123.xml"/>`), master spreads' text included, hold every text a
// reader sees; styles, preferences and spreads are layout.
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
import { descendants, localName } from '../xml-toolkit/xml-tree';

export const formatName = 'IDML';
const idmlMimeType = 'application/vnd.adobe.indesign-idml-package';

export interface IdmlStory {
  part: string;
  document: XmlDocument;
}

export interface IdmlPackage {
  pkg: OfficePackage;
  designmap: XmlDocument;
  stories: IdmlStory[];
}

function notIdml(what: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This file is not an InDesign (IDML) file: ${what}. Export the document from InDesign with File › Export › InDesign Markup (IDML) and try again.`,
  );
}

function damaged(reason: string, details: Record<string, unknown> = {}): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This IDML file is damaged: ${reason}. Export it from InDesign again and retry.`,
    details,
  );
}

/** Refuses another kind of ZIP package (a DOCX, an EPUB) by what it is. */
function checkPackageKind(pkg: OfficePackage): void {
  const mimetype = findEntry(pkg, 'mimetype')?.data.toString('ascii').trim();
  if (mimetype !== undefined && mimetype !== idmlMimeType)
    throw notIdml(`it is a package of type ${mimetype}`);
  if (mimetype === undefined && findEntry(pkg, '[Content_Types].xml')) {
    throw notIdml('it is an Office document (DOCX, XLSX or PPTX)');
  }
}

/** The parts of one kind designmap.xml lists: `Story` → `Stories/Story_u123.xml`… */
function listedParts(designmap: XmlDocument, kind: string): string[] {
  return descendants(designmap.root)
    .filter((element) => localName(element) === kind && element.attributes.src)
    .map((element) => element.attributes.src as string);
}

/** The ids (`Self`) of the stories master pages' frames (text frames, text on a path) show. */
export function masterStories({ pkg, designmap }: IdmlPackage): Set<string> {
  const ids = listedParts(designmap, 'MasterSpread').flatMap((part) => {
    const spread = parsePart(pkg, part, formatName);
    return spread ? descendants(spread.root).map((element) => element.attributes.ParentStory ?? '') : [];
  });
  return new Set(ids.filter(Boolean));
}

export async function readIdml(input: Buffer, limits?: ReadLimits): Promise<IdmlPackage> {
  const pkg = await readPackage(input, formatName, packageLimitsWithin(limits));
  checkPackageKind(pkg);
  const designmap = parsePart(pkg, 'designmap.xml', formatName);
  if (!designmap && !findEntry(pkg, 'mimetype')) throw notIdml('it is a ZIP archive without a designmap.xml');
  if (!designmap) throw damaged('it has no designmap.xml, the part that lists its stories');
  if (localName(designmap.root) !== 'Document')
    throw notIdml('its designmap.xml is not an InDesign document map');
  const stories = listedParts(designmap, 'Story').map((part) => {
    const document = parsePart(pkg, part, formatName);
    if (!document) throw damaged(`its designmap.xml names the story ${part}, which is missing`, { part });
    return { part, document };
  });
  return { pkg, designmap, stories };
}
