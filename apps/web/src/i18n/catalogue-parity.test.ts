// The 30 interface catalogues hold the same keys as English, and each is a translation: a message left as
// an English copy in another catalogue is flagged, unless it is only names and codes that stay as they are.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from './routing';

type Catalogue = { [key: string]: string | Catalogue };

const messagesDir = join(import.meta.dirname, '../../messages');
const read = (locale: string): Catalogue =>
  JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')) as Catalogue;

function flatten(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

// Words that every locale writes the same way: brands, formats, engines and units.
const sameInEveryLanguage = new Set(
  `verso o-translator dl-translator shangyi translator best apertium deepl google azure openai libretranslate
   pdf docx xlsx pptx epub srt vtt ass json yaml html xml csv tsv tex latex markdown xliff xlf idml php po txt
   odt ods odp doc xls ppt rtf api url urls id ids ok e-mail email github wechat alipay stripe visa mastercard usd cny
   mb kb gb blog menu video pay admin arxiv webhook webhooks http hmac-sha256 illustrator indesign openoffice libreoffice tesseract manga discord telegram x`
    .split(/\s+/)
    .filter(Boolean),
);

// Words a language writes exactly as English does (loanwords a localiser would keep), per locale.
const sameInThisLanguage: Partial<Record<string, ReadonlySet<string>>> = {
  es: new Set(['legal', 'original', 'front', 'matter', 'endpoints', 'error']),
  fr: new Set([
    'actions',
    'options',
    'segments',
    'documents',
    'image',
    'formats',
    'page',
    'pages',
    'organisation',
    'original',
    'type',
    'description',
    'message',
    'minute',
    'minutes',
  ]),
  de: new Set([
    'engine',
    'status',
    'name',
    'community',
    'original',
    'organisation',
    'parameter',
    'optional',
    'credits',
  ]),
  it: new Set(['account', 'file']),
  pt: new Set(['status', 'original', 'endpoints']),
  nl: new Set([
    'account',
    'engine',
    'status',
    'term',
    'credit',
    'credits',
    'endpoints',
    'parameter',
    'type',
    'accounts',
  ]),
  sv: new Set(['status', 'term', 'original', 'organisation', 'parameter']),
  da: new Set([
    'status',
    'term',
    'original',
    'organisation',
    'parameter',
    'type',
    'endpoints',
    'send',
    'invitation',
  ]),
  no: new Set(['status', 'term', 'original', 'parameter', 'type']),
  id: new Set(['status', 'file', 'parameter']),
  ms: new Set(['status', 'parameter']),
  cs: new Set(['role']),
  ro: new Set(['original']),
  sk: new Set(['parameter']),
  pl: new Set(['status']),
};

/** True when a message reads the same in that language: placeholders, names, codes and shared loanwords. */
function needsNoTranslation(message: string, locale: string): boolean {
  // ICU syntax (arguments, plural and select keywords) is code; the text of each branch is what is read.
  const withoutPlaceholders = message
    .replace(/\{\s*\w+\s*,\s*(plural|selectordinal|select|number|date|time)\s*,?/g, ' ')
    .replace(/(zero|one|two|few|many|other|=\d+)\s*\{/g, ' ')
    .replace(/\{\s*\w+\s*\}|[{}#]|<\/?\w+>/g, ' ')
    // A link's address (an example for a field) is the same in every language.
    .replace(/\b[\w-]+(?:\.[\w-]+)+\/\S*/g, ' ');
  const words = withoutPlaceholders.toLowerCase().match(/\p{L}[\p{L}.-]*/gu) ?? [];
  return words.every((word) => {
    const bare = word.replace(/\.$/, '');
    return sameInEveryLanguage.has(bare) || sameInThisLanguage[locale]?.has(bare);
  });
}

const english = flatten(read('en'));
const otherLocales = locales.filter((locale) => locale !== 'en');

describe('the 30 interface catalogues', () => {
  it.each(otherLocales)('%s has a catalogue of its own', (locale) => {
    expect(existsSync(join(messagesDir, `${locale}.json`))).toBe(true);
  });

  it.each(otherLocales)('%s has exactly the keys of English', (locale) => {
    const keys = flatten(read(locale)).map(([key]) => key);
    const englishKeys = english.map(([key]) => key);
    expect({ missing: englishKeys.filter((key) => !keys.includes(key)) }).toEqual({ missing: [] });
    expect({ extra: keys.filter((key) => !englishKeys.includes(key)) }).toEqual({ extra: [] });
  });

  it.each(otherLocales)('%s translates every message instead of copying the English', (locale) => {
    const translated = new Map(flatten(read(locale)));
    const copies = english
      .filter(([key, message]) => translated.get(key) === message && !needsNoTranslation(message, locale))
      .map(([key]) => key);
    expect(copies).toEqual([]);
  });
});
