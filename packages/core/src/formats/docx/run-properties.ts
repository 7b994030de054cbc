// A run's formatting as a style string for the toolkit (`<w:b/><w:sz w:val="20"/>`: the children of its
// `w:rPr`), and the `w:rPr` Verso writes for a translated run: the same formatting in the target
// language. Language, proofing and revision-id marks are not formatting, so runs that differ only
// by them (spell-check and revision splits) share one style and merge.

import { runPropertyOrder } from '../office-package/wordprocessing-order';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { childElements, localName, type XmlElement } from '../xml-toolkit/xml-tree';
import { type ChildMarkup, inSchemaOrder, splitChildren } from './child-order';
import type { TargetLanguage } from './target-language';

const notFormatting = new Set(['lang', 'noProof']);
const revisionIds = /\s[\w.-]+:rsid\w*="[^"]*"/g;

/** The style string of a run whose properties are `properties` (none: the empty string). */
export function runStyle(document: XmlDocument, properties: XmlElement | undefined): string {
  if (!properties) return '';
  return childElements(properties)
    .filter((child) => !notFormatting.has(localName(child)))
    .map((child) => document.text.slice(child.start, child.end).replace(revisionIds, ''))
    .join('');
}

function languageElement(prefix: string, language: TargetLanguage): string {
  const { culture } = language;
  const eastAsia = language.eastAsian ? ` ${prefix}eastAsia="${culture}"` : '';
  const bidi = language.rightToLeft ? ` ${prefix}bidi="${culture}"` : '';
  return `<${prefix}lang ${prefix}val="${culture}"${eastAsia}${bidi}/>`;
}

/** East Asian text is laid out with the East Asian font when the run says so. */
function withEastAsianHint(children: ChildMarkup[], prefix: string): ChildMarkup[] {
  const fonts = children.find((child) => child.name === 'rFonts');
  if (!fonts) return [...children, { name: 'rFonts', markup: `<${prefix}rFonts ${prefix}hint="eastAsia"/>` }];
  if (/\shint=|:hint=/.test(fonts.markup)) return children;
  const hinted = fonts.markup.replace(/^<[\w.:-]+/, (tag) => `${tag} ${prefix}hint="eastAsia"`);
  return children.map((child) => (child === fonts ? { ...child, markup: hinted } : child));
}

/** The `w:rPr` of a translated run: the style's formatting, with the target's language marks. */
export function targetRunProperties(style: string, prefix: string, language: TargetLanguage): string {
  let children = splitChildren(style).filter((child) => child.name !== 'lang');
  if (language.eastAsian) children = withEastAsianHint(children, prefix);
  if (language.rightToLeft && !children.some((child) => child.name === 'rtl')) {
    children.push({ name: 'rtl', markup: `<${prefix}rtl/>` });
  }
  children.push({ name: 'lang', markup: languageElement(prefix, language) });
  return `<${prefix}rPr>${inSchemaOrder(runPropertyOrder, children)}</${prefix}rPr>`;
}
