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
  // A prefixed URL alone decides the language; an unprefixed one is negotiated by proxy.ts
  // (i18n/negotiate-locale.ts), not by next-intl, whose detection knows no variant's own language.
  localeDetection: false,
  // Only the language picker stores a preference (use-switch-locale.ts): following a link to a French
  // page must not send the visitor's next unprefixed visit to French.
  localeCookie: false,
});

const rightToLeftLocales: ReadonlySet<Locale> = new Set(['ar', 'he']);

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return rightToLeftLocales.has(locale) ? 'rtl' : 'ltr';
}
