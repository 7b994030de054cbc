// The notes master a notes slide needs. A presentation that never had notes has none: one is added
// with a copy of the presentation's theme and listed in `presentation.xml`, as PowerPoint does.
import { posix } from 'node:path';
import { findEntry } from '../office-package';
import { firstChild, prefixOf } from '../xml-toolkit/xml-tree';
import { appendChildEdit } from './append-child';
import { notesMasterType, notesMasterXml, themeType } from './notes-templates';
import type { PackageAdditions } from './package-additions';
import { relatedParts, relationshipsOf, relationshipsPartName } from './relationships';

function addTheme(additions: PackageAdditions, presentation: string, notesMaster: string): void {
  const { pkg } = additions.edits;
  const theme = relatedParts(relationshipsOf(pkg, presentation), 'theme')[0];
  const entry = theme && findEntry(pkg, theme);
  if (!entry) return;
  const copy = additions.freeName(posix.dirname(theme), 'theme');
  additions.createPart(copy, themeType, entry.data);
  // A theme's pictures (background fills) are its relationships; the copy sits beside the original,
  // so the same relative targets hold.
  const pictures = findEntry(pkg, relationshipsPartName(theme));
  if (pictures) additions.edits.create(relationshipsPartName(copy), pictures.data);
  additions.relate(notesMaster, copy, 'theme');
}

/** Lists the notes master in the presentation, right after the slide masters as the schema orders it. */
function listNotesMaster(additions: PackageAdditions, presentation: string, id: string): void {
  const document = additions.edits.document(presentation);
  if (!document) return;
  const prefix = prefixOf(document.root);
  const list = `<${prefix}notesMasterIdLst><${prefix}notesMasterId r:id="${id}"/></${prefix}notesMasterIdLst>`;
  const masters = firstChild(document.root, 'sldMasterIdLst');
  const edit = masters
    ? { start: masters.end, end: masters.end, text: list }
    : appendChildEdit(document, document.root, list);
  additions.edits.add(presentation, document, [edit]);
}

export function addNotesMaster(additions: PackageAdditions, presentation: string): string {
  const existing = relatedParts(relationshipsOf(additions.edits.pkg, presentation), 'notesMaster')[0];
  if (existing) return existing;
  const notesMaster = additions.freeName('ppt/notesMasters', 'notesMaster');
  additions.createPart(notesMaster, notesMasterType, notesMasterXml());
  addTheme(additions, presentation, notesMaster);
  listNotesMaster(additions, presentation, additions.relate(presentation, notesMaster, 'notesMaster'));
  return notesMaster;
}
