// Android `res/values/strings.xml`: `<string>`, and the items of `<plurals>` and `<string-array>`,
// unless marked `translatable="false"`. Android escapes quotes with a backslash (`\'`); engines see
// plain quotes and translations are escaped again, so "l'appli" cannot break the build.
import type { TextCodec } from '../inline-content';
import { attribute, childElements, localName, prefixOf, type XmlElement } from '../xml-tree';
import { rootIs, type XmlVocabulary } from './vocabulary';

const isTranslatable = (element: XmlElement) => attribute(element, 'translatable') !== 'false';

function stringsOf(resource: XmlElement): XmlElement[] {
  if (!isTranslatable(resource)) return [];
  const kind = localName(resource);
  if (kind === 'string') return [resource];
  if (kind === 'plurals' || kind === 'string-array') return childElements(resource, 'item');
  return [];
}

export const androidQuotes: TextCodec = {
  decode: (text) => text.replace(/\\(['"])/g, '$1'),
  encode: (text) => text.replace(/(?<!\\)(['"])/g, '\\$1'),
};

export const androidVocabulary: XmlVocabulary = {
  name: 'android',
  matches: rootIs('resources'),
  translatableElements: (root) => childElements(root).flatMap(stringsOf),
  // `<xliff:g>` wraps what must not be translated: a placeholder, a product name.
  isOpaque: (element) => prefixOf(element) === 'xliff:' && localName(element) === 'g',
  codec: androidQuotes,
};
