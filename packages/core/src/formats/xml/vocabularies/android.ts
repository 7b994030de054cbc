// Android `res/values/strings.xml`: `<string>`, and the items of `<plurals>` and `<string-array>`,
// unless marked `translatable="false"`. Engines see Android's backslash escapes as the characters they
// stand for, and translations are escaped again, so "l'appli" cannot break the build.
import type { TextCodec } from '../../xml-toolkit/inline-content';
import { attribute, childElements, localName, prefixOf, type XmlElement } from '../../xml-toolkit/xml-tree';
import { rootIs, type XmlVocabulary } from './vocabulary';

const isTranslatable = (element: XmlElement) => attribute(element, 'translatable') !== 'false';

function stringsOf(resource: XmlElement): XmlElement[] {
  if (!isTranslatable(resource)) return [];
  const kind = localName(resource);
  if (kind === 'string') return [resource];
  if (kind === 'plurals' || kind === 'string-array') return childElements(resource, 'item');
  return [];
}

const unescaped: Record<string, string> = { n: '\n', t: '\t' };

/**
 * Android's escapes (`\'`, `\"`, `\n`, `\t`, `\@`, `\?`, `\\`) read as the characters they stand for;
 * a line break in the file itself is only layout (aapt makes it a space), so it reads as one.
 */
export const androidEscapes: TextCodec = {
  decode: (text) =>
    text.replace(/\\([\\'"nt@?])|[ \t]*\r?\n\s*/g, (_whole, escaped?: string) =>
      escaped === undefined ? ' ' : (unescaped[escaped] ?? escaped),
    ),
  encode: (text) =>
    text
      .replace(/[\\'"]/g, '\\$&')
      .replace(/\n/g, '\\n')
      .replace(/\t/g, '\\t')
      .replace(/^[@?]/, '\\$&'),
};

export const androidVocabulary: XmlVocabulary = {
  name: 'android',
  matches: rootIs('resources'),
  translatableElements: (root) => childElements(root).flatMap(stringsOf),
  // `<xliff:g>` wraps what must not be translated: a placeholder, a product name.
  isOpaque: (element) => prefixOf(element) === 'xliff:' && localName(element) === 'g',
  codec: androidEscapes,
};
