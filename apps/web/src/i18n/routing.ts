// The interface languages and how they appear in URLs: English has no prefix, every other locale does.
import { defineRouting } from 'next-intl/routing';

export const locales = [
  'en',
  'zh',
  'zh-HK',
  'es',
  'ar',
  'fr',
  'de',
  'ru',
  'pt',
  'ja',
  'it',
  'ko',
  'tr',
  'pl',
  'nl',
  'sv',
  'da',
  'no',
  'he',
  'hi',
  'th',
  'vi',
  'id',
  'ms',
  'uk',
  'hu',
  'el',
  'ro',
  'cs',
  'sk',
  'bg',
] as const;

export type Locale = (typeof locales)[number];

export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  // The URL alone decides the language (`/translateText` is always English), so links and tests are stable;
  // the language picker moves people to a prefixed path.
  localeDetection: false,
});

const rightToLeftLocales: ReadonlySet<Locale> = new Set(['ar', 'he']);

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return rightToLeftLocales.has(locale) ? 'rtl' : 'ltr';
}
