// The OPF's metadata a reader sees in their library (title, description, subjects) is translated;
// `dc:language` becomes the target, and the spine turns pages right to left for a right-to-left
// target (and left to right again when only the source's script made it right to left).
import type { Segment } from '../../segments';
import type { TextEdit } from '../source-positions/text-edits';
import { setAttribute } from '../xml-toolkit/open-tag';
import { childElements, localName, type XmlElement } from '../xml-toolkit/xml-tree';
import { directionOf, languageAttributeEdits, replacedAttributes } from './language-attributes';
import type { PackageDocument } from './package-document';
import { slotEdits, slotSegments, type TextSlot, textSlot } from './xml-texts';

const translatedMetadata = new Set(['title', 'description', 'subject']);

interface TranslatedElement {
  element: XmlElement;
  slot: TextSlot;
}

export interface PackageMetadata {
  opf: PackageDocument;
  translated: TranslatedElement[];
}

export function extractPackageMetadata(opf: PackageDocument): {
  metadata: PackageMetadata;
  segments: Segment[];
} {
  const translated = childElements(opf.metadata)
    .filter((element) => element.name.startsWith('dc:') && translatedMetadata.has(localName(element)))
    .flatMap((element) => {
      const slot = textSlot(element, opf.document.text);
      return slot ? [{ element, slot }] : [];
    });
  const segments = slotSegments(
    opf.part,
    translated.map(({ slot }) => slot),
  );
  return { metadata: { opf, translated }, segments };
}

/**
 * A title that was translated says it is in the target language: its own `xml:lang` is replaced, or one is
 * added when it would otherwise inherit the package's (`<package xml:lang="fr">`).
 */
function metadataLanguageEdits(element: XmlElement, opf: PackageDocument, to: string): TextEdit[] {
  const text = opf.document.text;
  const inherited = opf.document.root.attributes['xml:lang'];
  if (element.attributes['xml:lang'] !== undefined || inherited === undefined || inherited === to) {
    return languageAttributeEdits(element, text, to);
  }
  return [
    {
      start: element.start,
      end: element.openEnd,
      text: setAttribute(text.slice(element.start, element.openEnd), 'xml:lang', to),
    },
  ];
}

function languageEdit(opf: PackageDocument, to: string): TextEdit[] {
  const language = childElements(opf.metadata, 'language').find((element) => element.name.startsWith('dc:'));
  const slot = language && textSlot(language, opf.document.text);
  if (!slot || slot.text === to) return [];
  return [{ start: slot.start, end: slot.end, text: to }];
}

function progressionEdit(opf: PackageDocument, from: string, to: string): TextEdit[] {
  const { spine, document } = opf;
  const current = spine.attributes['page-progression-direction'];
  if (directionOf(to) === 'rtl') {
    if (current === 'rtl') return [];
    const tag = document.text.slice(spine.start, spine.openEnd);
    const closing = tag.endsWith('/>') ? 2 : 1;
    const at = spine.openEnd - closing;
    return [{ start: at, end: at, text: ' page-progression-direction="rtl"' }];
  }
  // Japanese and Chinese books also turn right to left, for their vertical writing, which stays.
  if (current !== 'rtl' || directionOf(from) !== 'rtl') return [];
  return replacedAttributes(spine, document.text, { 'page-progression-direction': 'ltr' });
}

export function packageMetadataEdits(
  { opf, translated }: PackageMetadata,
  translations: readonly string[],
  from: string,
  to: string,
): TextEdit[] {
  return [
    ...slotEdits(
      translated.map(({ slot }) => slot),
      translations,
    ),
    ...translated.flatMap(({ element, slot }, index) =>
      (translations[index] ?? slot.text) === slot.text ? [] : metadataLanguageEdits(element, opf, to),
    ),
    ...languageEdit(opf, to),
    ...progressionEdit(opf, from, to),
  ];
}
