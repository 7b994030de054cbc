// A run's formatting (`<a:rPr>`) as the style string runs are grouped by: the language and proofing
// marks (`lang`, `dirty`, `err`, `smtClean`…) are left out so runs PowerPoint split for spell-checking
// merge, and written runs get the target language instead. Table cells shrink through `sz`.

import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { escapeAttribute, escapeText } from '../xml-toolkit/xml-escape';
import type { XmlElement } from '../xml-toolkit/xml-tree';

const proofingAttributes = new Set(['lang', 'altLang', 'dirty', 'err', 'smtClean', 'smtId']);

/** The `<a:rPr>` markup without its proofing attributes; '' for a run without one. */
export function runStyle(document: XmlDocument, properties: XmlElement | undefined): string {
  if (!properties) return '';
  const attributes = Object.entries(properties.attributes)
    .filter(([name]) => !proofingAttributes.has(name))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value, '"')}"`)
    .join('');
  const inner = properties.selfClosing ? '' : document.text.slice(properties.openEnd, properties.closeStart);
  if (inner.trim() === '') return attributes === '' ? '' : `<${properties.name}${attributes}/>`;
  return `<${properties.name}${attributes}>${inner}</${properties.name}>`;
}

export interface RunLanguage {
  lang: string;
  /** Set for East Asian targets, whose runs PowerPoint pairs with a Latin alternate language. */
  altLang?: string;
}

/** How a table cell's runs shrink: by `scale`, from their own `sz` or else from the size they inherit. */
export interface CellSizing {
  scale: number;
  /** Hundredths of a point. */
  inherited: number;
}

function sizeAttribute(openTag: string, sizing: CellSizing | undefined): string {
  if (!sizing || sizing.scale >= 1) return '';
  const own = / sz="(\d+)"/.exec(openTag)?.[1];
  return ` sz="${scaledSize(own ? Number(own) : sizing.inherited, sizing.scale)}"`;
}

/** The style with the target language set and, in table cells (which cannot autofit), a smaller size. */
export function styleForTarget(
  style: string,
  prefix: string,
  language: RunLanguage,
  sizing?: CellSizing,
): string {
  const languageAttributes = ` lang="${language.lang}"${language.altLang ? ` altLang="${language.altLang}"` : ''}`;
  const empty = style === '';
  const tagEnd = empty ? -1 : style.indexOf('>');
  const openTag = empty ? `<${prefix}rPr/` : style.slice(0, tagEnd);
  const size = sizeAttribute(openTag, sizing);
  const tag = size ? openTag.replace(/ sz="\d+"/, '') : openTag;
  const nameEnd = tag.search(/[\s/]|$/);
  return `${tag.slice(0, nameEnd)}${languageAttributes}${size}${tag.slice(nameEnd)}${empty ? '>' : style.slice(tagEnd)}`;
}

/** Whole half-points, never below 8 pt unless the run was already smaller. */
function scaledSize(size: number, scale: number): number {
  const scaled = Math.round((size * scale) / 50) * 50;
  return Math.max(Math.min(size, 800), scaled);
}

// XML 1.0 cannot hold these; an engine that returns one must not make the file unreadable.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const forbiddenCharacters = /[\u0000-\u0008\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const lineBreak = /\r\n|[\r\n\v]/;

/** A run of text; line breaks an engine put in the text become `<a:br>`, as PowerPoint writes them. */
export function renderRun(prefix: string, style: string, text: string): string {
  return text
    .replace(forbiddenCharacters, '')
    .split(lineBreak)
    .map((line) =>
      line ? `<${prefix}r>${style}<${prefix}t>${escapeText(line)}</${prefix}t></${prefix}r>` : '',
    )
    .join(`<${prefix}br>${style}</${prefix}br>`);
}
