// Spans inside a text that no engine may change: markup and placeholders, variables (printf, ICU,
// Laravel), inline code, URLs, e-mail addresses, entities, and amounts with their units. Engines that
// rewrite text themselves skip them; do-not-translate swaps them for placeholders.
import { icuChoiceParts } from './icu-choices';

/** `{…}` holding up to `depth` levels of braces, so that a whole ICU plural or select is found as one. */
function nestedBraces(depth: number): string {
  const inner = depth === 0 ? '' : `(?:${nestedBraces(depth - 1)}[^{}]*)*`;
  return String.raw`\{[^{}]*${inner}\}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// A bare number stays translatable ("3 cats"); with a unit or currency it is a quantity engines
// mangle (spacing, unit names, decimal marks), so it stays as written.
const units = [
  ...['%', '‰', '°', '°C', '°F', 'px', 'pt', 'em', 'rem', 'dpi', 'fps', 'rpm', 'dB'],
  ...[
    'mg',
    'g',
    'kg',
    'lb',
    'lbs',
    'oz',
    'mm',
    'cm',
    'm',
    'km',
    'µm',
    'nm',
    'mi',
    'ft',
    'yd',
    'm²',
    'km²',
    'm³',
  ],
  ...['ml', 'mL', 'cl', 'l', 'L', 'gal', 'km/h', 'm/s', 'mph', 'ms', 'min', 'h'],
  ...['Hz', 'kHz', 'MHz', 'GHz', 'B', 'KB', 'kB', 'MB', 'GB', 'TB', 'KiB', 'MiB', 'GiB', 'TiB'],
  ...['kbps', 'Mbps', 'Gbps', 'W', 'kW', 'MW', 'Wh', 'kWh', 'mAh', 'mA', 'V'],
  ...['$', '€', '£', '¥', '₹', 'USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CNY'],
];
const unit = [...units]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');
const numberStart = String.raw`(?<![\p{L}\p{N}_.,])`;
const number = String.raw`\d+(?:[.,]\d+)*`;

const protectedPattern = new RegExp(
  [
    String.raw`<\/?[A-Za-z][^<>]*>`, // <g1>, </g1>, <x2/>, <b class="x">
    String.raw`\x60[^\x60\n]+\x60`, // `inline code`
    String.raw`\b(?:https?|ftp):\/\/[^\s<>"]*[^\s<>".,;:!?)\]]`, // URLs, without trailing punctuation
    String.raw`\bwww\.[^\s<>"]*[^\s<>".,;:!?)\]]`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, // e-mail addresses
    String.raw`&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#x[0-9A-Fa-f]+);`, // &amp; &#160;
    String.raw`\$?${nestedBraces(3)}`, // {name}, ${name}, {{name}}, {count, plural, one {# item} other {…}}
    String.raw`%\([\w.]+\)[-+0#]*\d*(?:\.\d+)?[sdifrxXeEgGc]`, // %(name)s
    String.raw`%(?:\d+\$)?[-+0#]*\d*(?:\.\d+)?(?:l{1,2}|h{1,2}|z|j|t)?[sdifuxXoceEgGpa@%]`, // %s, %1$d, %%
    String.raw`[$€£¥₹][ \u00a0]?${number}`, // $5, € 20
    String.raw`${numberStart}${number}[ \u00a0\u202f]?(?:${unit})(?![\p{L}\p{N}])`, // 5 kg, 20 %, 3.5 GHz
    // 1,000.50: its separators mean different things across languages, so an engine may change its value.
    String.raw`${numberStart}\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\p{N}])`,
    // Laravel's :count, but not the colon of "Note: count" or "10:30".
    String.raw`(?<![^\s\p{P}])(?<!:):[A-Za-z]\w*`,
  ].join('|'),
  'gu',
);

export interface TextSpan {
  text: string;
  isProtected: boolean;
}

/**
 * Splits text into alternating free and protected spans; joining their texts gives the input back. The
 * branch texts of an ICU plural or select are free (and searched again, for the variables inside them).
 */
export function splitProtectedSpans(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let position = 0;
  for (const match of text.matchAll(protectedPattern)) {
    const start = match.index ?? 0;
    if (start > position) spans.push({ text: text.slice(position, start), isProtected: false });
    spans.push(...protectedMatch(match[0]));
    position = start + match[0].length;
  }
  if (position < text.length) spans.push({ text: text.slice(position), isProtected: false });
  return spans;
}

function protectedMatch(matched: string): TextSpan[] {
  const choice = icuChoiceParts(matched);
  if (!choice) return [{ text: matched, isProtected: true }];
  return choice.flatMap((part) => (part.isProtected ? [part] : splitProtectedSpans(part.text)));
}
