// The document's default language (`w:styles/w:docDefaults/w:rPrDefault/w:rPr/w:lang`): text Verso
// did not rewrite, and text typed later, is proofed in the target language. Only the attributes the
// target concerns change (`w:val`, and `w:eastAsia` or `w:bidi` for those targets).

import { runPropertyOrder } from '../office-package/wordprocessing-order';
import type { TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { escapeAttribute } from '../xml-toolkit/xml-escape';
import { childElements, firstChild, localName, prefixOf, type XmlElement } from '../xml-toolkit/xml-tree';
import { insertionIndex } from './child-order';
import type { TargetLanguage } from './target-language';

function languageAttributes(existing: Record<string, string>, prefix: string, language: TargetLanguage) {
  const attributes = { ...existing, [`${prefix}val`]: language.culture };
  if (language.eastAsian) attributes[`${prefix}eastAsia`] = language.culture;
  if (language.rightToLeft) attributes[`${prefix}bidi`] = language.culture;
  return attributes;
}

function languageElement(prefix: string, attributes: Record<string, string>): string {
  const written = Object.entries(attributes).map(
    ([name, value]) => ` ${name}="${escapeAttribute(value, '"')}"`,
  );
  return `<${prefix}lang${written.join('')}/>`;
}

/** Rewrites the `w:lang` the defaults have, or inserts one where the schema wants it. */
function propertiesEdit(document: XmlDocument, properties: XmlElement, language: TargetLanguage): TextEdit {
  const prefix = prefixOf(properties);
  const current = firstChild(properties, 'lang');
  const lang = languageElement(prefix, languageAttributes(current?.attributes ?? {}, prefix, language));
  if (current) return { start: current.start, end: current.end, text: lang };
  if (properties.selfClosing)
    return { start: properties.start, end: properties.end, text: `<${prefix}rPr>${lang}</${prefix}rPr>` };
  const children = childElements(properties);
  const index = insertionIndex(
    runPropertyOrder,
    children.map((child) => ({
      name: localName(child),
      markup: document.text.slice(child.start, child.end),
    })),
    'lang',
  );
  const offset = children[index]?.start ?? properties.closeStart;
  return { start: offset, end: offset, text: lang };
}

/** The edit that sets the default language, creating the defaults where the styles have none. */
export function defaultLanguageEdits(styles: XmlDocument, language: TargetLanguage): TextEdit[] {
  const root = styles.root;
  const prefix = prefixOf(root);
  const defaults = firstChild(root, 'docDefaults');
  const runDefault = defaults && firstChild(defaults, 'rPrDefault');
  const properties = runDefault && firstChild(runDefault, 'rPr');
  if (properties) return [propertiesEdit(styles, properties, language)];
  const lang = languageElement(prefix, languageAttributes({}, prefix, language));
  const newProperties = `<${prefix}rPr>${lang}</${prefix}rPr>`;
  if (runDefault && !runDefault.selfClosing)
    return [{ start: runDefault.openEnd, end: runDefault.openEnd, text: newProperties }];
  const newDefault = `<${prefix}rPrDefault>${newProperties}</${prefix}rPrDefault>`;
  if (runDefault) return [{ start: runDefault.start, end: runDefault.end, text: newDefault }];
  if (defaults && !defaults.selfClosing)
    return [{ start: defaults.openEnd, end: defaults.openEnd, text: newDefault }];
  const newDefaults = `<${prefix}docDefaults>${newDefault}</${prefix}docDefaults>`;
  if (defaults) return [{ start: defaults.start, end: defaults.end, text: newDefaults }];
  if (root.selfClosing) return [];
  return [{ start: root.openEnd, end: root.openEnd, text: newDefaults }];
}
