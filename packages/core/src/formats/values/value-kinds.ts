// What a cell holds, judged from its text alone: words to translate, or a number, date, URL, e-mail,
// identifier or code that must stay as it is.

export type ValueKind = 'empty' | 'number' | 'date' | 'url' | 'email' | 'identifier' | 'code' | 'text';

const patterns: [Exclude<ValueKind, 'empty' | 'text'>, RegExp][] = [
  ['number', /^[-+(]?[$€£¥]?\d[\d\s.,']*(?:%|[a-zA-Z]{1,3})?\)?$/],
  [
    'date',
    /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/,
  ],
  ['date', /^\d{1,2}:\d{2}(?::\d{2})?$/],
  ['url', /^(?:[a-z][a-z\d+.-]*:\/\/|www\.)\S+$/i],
  ['email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/],
  ['code', /^(?:true|false|null|undefined|none|nan)$/i],
  ['code', /^[{[<].*[}\]>]$/s],
  ['code', /^#[\da-f]{3,8}$/i],
  // One token with the marks of a name a program reads: digits, `_`, `.`, `/`, `:`, inner capitals.
  ['identifier', /^(?=\S*[\d_./:]|\S*[a-z][A-Z]|[A-Z\d_-]{2,}$)[\w./:-]+$/],
];

export function valueKind(value: string): ValueKind {
  const trimmed = value.trim();
  if (!trimmed) return 'empty';
  const match = patterns.find(([, pattern]) => pattern.test(trimmed));
  if (match) return match[0];
  return /\p{L}/u.test(trimmed) ? 'text' : 'code';
}
