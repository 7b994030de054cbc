// The attributes a reader sees (alt text, tooltips, placeholders, labels read aloud, the page's
// description for search engines, button captions) and where their values sit in the source.
import type { SourceSpan } from '../source-positions/source-rewrite';
import { attribute, type HtmlElement } from './html-elements';

const visibleAttributes = ['alt', 'title', 'placeholder', 'aria-label', 'label'];
const describingMeta = new Set([
  ...['description', 'keywords', 'og:title', 'og:description', 'twitter:title', 'twitter:description'],
]);
const buttonInputs = new Set(['button', 'submit', 'reset']);

export type AttributeQuote = '"' | "'" | '';

export interface AttributeValue {
  name: string;
  text: string;
  span: SourceSpan;
  quote: AttributeQuote;
}

function translatedNames(element: HtmlElement): string[] {
  const names = [...visibleAttributes];
  const metaName = (attribute(element, 'name') ?? attribute(element, 'property'))?.toLowerCase();
  if (element.tagName === 'meta' && metaName && describingMeta.has(metaName)) names.push('content');
  const inputType = attribute(element, 'type')?.toLowerCase();
  if (element.tagName === 'input' && inputType && buttonInputs.has(inputType)) names.push('value');
  return names;
}

/** Where the value of `name="value"` is, without its quotes; undefined for a bare `name`. */
export function valueSpan(
  source: string,
  whole: SourceSpan,
): { span: SourceSpan; quote: AttributeQuote } | undefined {
  const raw = source.slice(whole.start, whole.end);
  const equals = /^[^=]*=\s*/.exec(raw);
  if (!equals) return undefined;
  const start = whole.start + equals[0].length;
  const quote = source[start];
  if (quote === '"' || quote === "'") return { span: { start: start + 1, end: whole.end - 1 }, quote };
  return { span: { start, end: whole.end }, quote: '' };
}

/** Every name translatedNames can give: an element with none of them is passed by at once. */
const candidateNames = new Set([...visibleAttributes, 'content', 'value']);

export function translatableAttributes(element: HtmlElement, source: string): AttributeValue[] {
  const locations = element.sourceCodeLocation?.attrs;
  if (!locations || !element.attrs.some((attr) => candidateNames.has(attr.name))) return [];
  return translatedNames(element).flatMap((name) => {
    const location = locations[name];
    const text = attribute(element, name);
    if (!location || text === undefined) return [];
    const value = valueSpan(source, { start: location.startOffset, end: location.endOffset });
    return value ? [{ name, text, ...value }] : [];
  });
}

/** Escaped for the quotes it is written in; an unquoted value is given double quotes. */
export function renderAttributeValue(text: string, quote: AttributeQuote): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  if (quote === "'") return escaped.replace(/'/g, '&#39;');
  const doubled = escaped.replace(/"/g, '&quot;');
  return quote === '' ? `"${doubled}"` : doubled;
}
