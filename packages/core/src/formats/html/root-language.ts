// The translated page says which language it is in: `lang` (and `xml:lang` where the page has it) on
// the root `<html>` element becomes the target, and `dir` follows the target's writing direction.
import type { DefaultTreeAdapterTypes as Tree } from 'parse5';
import { languageByCode } from '../../languages';
import { type AttributeQuote, renderAttributeValue, valueSpan } from './html-attributes';
import type { FixedEdit } from './html-edits';
import { isElement } from './html-elements';

interface AttributeSlot {
  start: number;
  end: number;
  quote: AttributeQuote;
}

export interface RootLanguage {
  /** Where new attributes go: just before the start tag's `>` (or `/>`). */
  insertAt: number;
  lang?: AttributeSlot;
  xmlLang?: AttributeSlot;
  dir?: AttributeSlot;
  /** An XHTML page (its root declares the XHTML namespace) also gets `xml:lang`. */
  xhtml: boolean;
  /** XHTML 1.1 (EPUB 2's content) has `xml:lang` but no `lang`. */
  withoutLang: boolean;
}

function slot(source: string, root: Tree.Element, name: string): AttributeSlot | undefined {
  const location = root.sourceCodeLocation?.attrs?.[name];
  if (!location) return undefined;
  const value = valueSpan(source, { start: location.startOffset, end: location.endOffset });
  return value && { ...value.span, quote: value.quote };
}

/** Undefined when the page has no `<html>` tag of its own (a fragment): nothing is added then. */
export function findRootLanguage(document: Tree.Document, source: string): RootLanguage | undefined {
  const root = document.childNodes.find((node) => isElement(node) && node.tagName === 'html');
  const startTag = root && isElement(root) ? root.sourceCodeLocation?.startTag : undefined;
  if (!root || !isElement(root) || !startTag) return undefined;
  const closing = source.slice(startTag.startOffset, startTag.endOffset).endsWith('/>') ? 2 : 1;
  const doctype = document.childNodes.find((node) => node.nodeName === '#documentType');
  return {
    insertAt: startTag.endOffset - closing,
    lang: slot(source, root, 'lang'),
    xmlLang: slot(source, root, 'xml:lang'),
    dir: slot(source, root, 'dir'),
    xhtml: root.attrs.some((attr) => attr.name === 'xmlns'),
    withoutLang: !!doctype && 'publicId' in doctype && /XHTML 1\.1/.test(doctype.publicId),
  };
}

export function rootLanguageEdits(root: RootLanguage | undefined, to: string): FixedEdit[] {
  if (!root) return [];
  const direction = languageByCode(to)?.direction === 'rtl' ? 'rtl' : 'ltr';
  const edits: FixedEdit[] = [];
  let added = '';
  const set = (current: AttributeSlot | undefined, value: string) =>
    current &&
    edits.push({
      kind: 'fixed',
      start: current.start,
      end: current.end,
      text: renderAttributeValue(value, current.quote),
    });
  set(root.lang, to);
  set(root.xmlLang, to);
  set(root.dir, direction);
  // A page that names its language with `xml:lang` alone keeps doing so.
  if (!root.lang && !root.xmlLang && !root.withoutLang) added += ` lang="${to}"`;
  if (!root.xmlLang && root.xhtml) added += ` xml:lang="${to}"`;
  if (!root.dir && direction === 'rtl') added += ' dir="rtl"';
  if (added) edits.push({ kind: 'fixed', start: root.insertAt, end: root.insertAt, text: added });
  return edits;
}
