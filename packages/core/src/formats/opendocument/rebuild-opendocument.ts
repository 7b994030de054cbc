// Rebuild: every translated part is the source with edits, so untouched bytes stay as they were
// (pictures read for `translateImages` are lettered again), and the package is written back in its
// order with `mimetype` first and stored. Sheet names are settled first, because formulas in any part
// may refer to them.
import type { ExtractedDocument, RebuildTarget } from '../format';
import { editedPart, type OfficePackage, parsePart, withParts, writePackage } from '../office-package';
import { rebuiltPackagePictures } from '../office-package/package-pictures';
import type { OpenDocumentSkeleton, PartUnits } from './extract-opendocument';
import { OdfNames } from './odf-names';
import { PartEdits } from './part-edits';
import { plainText } from './plain-text';
import { renderUnit } from './render-units';
import {
  renameInSettings,
  renameReferences,
  renameSheets,
  type SheetRenames,
  sheetRenames,
} from './sheet-names';
import { fitGrownSlideText } from './slide-fitting';
import { markTargetLanguage, type TargetLanguage, targetLanguage } from './target-language';
import type { SheetNameUnit, Unit } from './units';

interface PartTranslations {
  part: PartUnits;
  translations: string[];
}

function byPart(skeleton: OpenDocumentSkeleton, translations: readonly string[]): PartTranslations[] {
  let next = 0;
  return skeleton.parts.map((part) => ({
    part,
    translations: part.units.map((unit) => translations[next++] ?? unit.paragraph.text),
  }));
}

function renamesOf(parts: readonly PartTranslations[]): SheetRenames {
  const sheets: SheetNameUnit[] = [];
  const translations: string[] = [];
  for (const { part, translations: partTranslations } of parts) {
    part.units.forEach((unit, index) => {
      if (unit.kind !== 'sheet-name') return;
      sheets.push(unit);
      translations.push(partTranslations[index] as string);
    });
  }
  return sheetRenames(sheets, translations);
}

function markLanguage(part: PartUnits, edits: PartEdits, target: TargetLanguage, code: string): void {
  const { root } = part.document;
  if (part.name !== 'meta.xml') {
    markTargetLanguage(root, part.names, edits, target);
    return;
  }
  const meta = part.names.child(root, 'office:meta');
  const language = meta && part.names.child(meta, 'dc:language');
  if (language && !language.selfClosing) {
    edits.add({ start: language.openEnd, end: language.closeStart, text: code });
  }
}

function units(part: PartUnits, translations: readonly string[]): [Unit, string][] {
  return part.units.map((unit, index) => [unit, translations[index] as string]);
}

function rebuiltPart(
  { part, translations }: PartTranslations,
  renames: SheetRenames,
  target: RebuildTarget,
): Buffer | undefined {
  const { document, names } = part;
  const edits = new PartEdits(document.text);
  const bilingual = target.options.bilingual === true;
  if (!bilingual) markLanguage(part, edits, targetLanguage(target.to), target.to);
  if (renames.size > 0 && part.name !== 'meta.xml') {
    renameSheets(
      part.units.filter((unit) => unit.kind === 'sheet-name'),
      names,
      edits,
      renames,
    );
    renameReferences(document.root, names, edits, renames);
  }
  for (const [unit, translation] of units(part, translations)) {
    if (unit.kind === 'attribute') {
      edits.setAttribute(unit.element, unit.attribute, plainText(translation, unit.paragraph));
    } else if (unit.kind === 'paragraph' && unit.valueCell && translation !== unit.paragraph.text) {
      const stringValue = names.qualified('office:string-value');
      edits.setAttribute(unit.valueCell, stringValue, plainText(translation, unit.paragraph));
    }
  }
  if (part.name === 'content.xml') fitGrownSlideText(document.root, names, edits, units(part, translations));
  edits.applyAttributes();
  const innermostFirst = units(part, translations).sort(([a], [b]) => a.element.end - b.element.end);
  for (const [unit, translation] of innermostFirst) {
    if (unit.kind === 'paragraph' || unit.kind === 'plain') {
      renderUnit(unit, translation, { text: document.text, names, edits, bilingual });
    }
  }
  return edits.isEmpty ? undefined : editedPart(document, edits.all());
}

/** settings.xml keeps each sheet's view under its name: renamed sheets keep their views. */
function renamedSettings(pkg: OfficePackage, kindName: string, renames: SheetRenames): Buffer | undefined {
  const document = renames.size > 0 ? parsePart(pkg, 'settings.xml', kindName) : undefined;
  if (!document) return undefined;
  const edits = new PartEdits(document.text);
  renameInSettings(document.root, new OdfNames(document.root), edits, renames);
  edits.applyAttributes();
  return edits.isEmpty ? undefined : editedPart(document, edits.all());
}

/**
 * OpenDocument requires `mimetype` as the first entry, stored, so that tools can read the type at a
 * fixed offset; a package written otherwise (by some generators) is repaired on the way.
 */
function withMimeTypeFirst(pkg: OfficePackage): OfficePackage {
  const mimeType = pkg.entries.find((entry) => entry.name === 'mimetype');
  if (!mimeType) return pkg;
  const others = pkg.entries.filter((entry) => entry !== mimeType);
  return { entries: [{ ...mimeType, compressed: false }, ...others] };
}

export async function rebuildOpenDocument(
  { skeleton }: ExtractedDocument<OpenDocumentSkeleton>,
  translations: readonly string[],
  target: RebuildTarget,
): Promise<Buffer> {
  const parts = byPart(skeleton, translations);
  const renames = renamesOf(parts);
  const rebuilt = new Map<string, Buffer>();
  const settings = renamedSettings(skeleton.pkg, skeleton.kind.name, renames);
  if (settings) rebuilt.set('settings.xml', settings);
  for (const part of parts) {
    const data = rebuiltPart(part, renames, target);
    if (data) rebuilt.set(part.part.name, data);
  }
  for (const [name, data] of await rebuiltPackagePictures(skeleton, translations, target)) {
    rebuilt.set(name, data);
  }
  return writePackage(withMimeTypeFirst(withParts(skeleton.pkg, rebuilt)));
}
