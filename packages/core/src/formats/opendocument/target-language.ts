// The translated document is marked as written in the target language, so spelling, hyphenation and
// fonts follow it: the language attributes of the default styles are set, and every style that names
// a language (but "no language", zxx) names the target instead. OpenDocument keeps one language per
// script group: Western (`fo:language`), Asian (`style:language-asian`) and complex
// (`style:language-complex`: Arabic, Hebrew, Indic, Thai…). Right-to-left targets get right-to-left
// paragraphs and pages.
import { languageByCode, type Script } from '../../languages';
import { descendants, type XmlElement } from '../xml-toolkit/xml-tree';
import type { OdfName, OdfNames } from './odf-names';
import type { PartEdits } from './part-edits';

interface LanguageAttributes {
  language: OdfName;
  country: OdfName;
}

const western: LanguageAttributes = { language: 'fo:language', country: 'fo:country' };
const asian: LanguageAttributes = { language: 'style:language-asian', country: 'style:country-asian' };
const complex: LanguageAttributes = { language: 'style:language-complex', country: 'style:country-complex' };

const asianScripts: readonly Script[] = ['Hans', 'Hant', 'Jpan', 'Kore'];
const complexScripts: readonly Script[] = [
  'Arab',
  'Hebr',
  'Deva',
  'Beng',
  'Guru',
  'Gujr',
  'Taml',
  'Telu',
  'Knda',
  'Mlym',
  'Sinh',
  'Thai',
  'Laoo',
  'Khmr',
  'Mymr',
];

export interface TargetLanguage {
  attributes: LanguageAttributes;
  language: string;
  country: string | undefined;
  rightToLeft: boolean;
}

export function targetLanguage(code: string): TargetLanguage {
  const known = languageByCode(code);
  const script = known?.script;
  const attributes =
    script && asianScripts.includes(script)
      ? asian
      : script && complexScripts.includes(script)
        ? complex
        : western;
  let locale: Intl.Locale | undefined;
  try {
    locale = new Intl.Locale(code).maximize();
  } catch {
    locale = undefined;
  }
  return {
    attributes,
    language: locale?.language ?? code.split(/[-_]/)[0] ?? code,
    country: locale?.region,
    rightToLeft: known?.direction === 'rtl',
  };
}

function setLanguage(
  properties: XmlElement,
  names: OdfNames,
  edits: PartEdits,
  target: TargetLanguage,
): void {
  edits.setAttribute(properties, names.qualified(target.attributes.language), target.language);
  if (target.country)
    edits.setAttribute(properties, names.qualified(target.attributes.country), target.country);
}

/** Pages lay out right to left too, so paragraphs that follow their page (`writing-mode="page"`) do. */
function markPageLayouts(root: XmlElement, names: OdfNames, edits: PartEdits): void {
  const automatic = names.child(root, 'office:automatic-styles');
  for (const layout of automatic ? names.children(automatic, 'style:page-layout') : []) {
    const properties = names.child(layout, 'style:page-layout-properties');
    if (properties) edits.setAttribute(properties, names.qualified('style:writing-mode'), 'rl-tb');
  }
}

function markDefaultStyles(
  root: XmlElement,
  names: OdfNames,
  edits: PartEdits,
  target: TargetLanguage,
): void {
  const styles = names.child(root, 'office:styles');
  for (const style of styles ? names.children(styles, 'style:default-style') : []) {
    const text = names.child(style, 'style:text-properties');
    if (text) setLanguage(text, names, edits, target);
    const paragraph = names.child(style, 'style:paragraph-properties');
    if (paragraph && target.rightToLeft && names.attribute(style, 'style:family') === 'paragraph') {
      edits.setAttribute(paragraph, names.qualified('style:writing-mode'), 'rl-tb');
    }
  }
}

/** Sets the target language (and direction) in the styles of content.xml or styles.xml. */
export function markTargetLanguage(
  root: XmlElement,
  names: OdfNames,
  edits: PartEdits,
  target: TargetLanguage,
): void {
  const textProperties = names.qualified('style:text-properties');
  const language = names.qualified(target.attributes.language);
  const writingMode = names.qualified('style:writing-mode');
  const styleElements = [names.child(root, 'office:styles'), names.child(root, 'office:automatic-styles')];
  for (const element of styleElements.flatMap((styles) => (styles ? descendants(styles) : []))) {
    const current = element.attributes[language];
    if (element.name === textProperties && current !== undefined && current !== 'zxx') {
      setLanguage(element, names, edits, target);
    }
    if (target.rightToLeft && element.attributes[writingMode] === 'lr-tb') {
      edits.setAttribute(element, writingMode, 'rl-tb');
    }
  }
  markDefaultStyles(root, names, edits, target);
  if (target.rightToLeft) markPageLayouts(root, names, edits);
}
