// Which interface language a visitor of an unprefixed path (English's URLs) should see: the locale they
// chose before (the language picker's cookie), else the best of their browser's Accept-Language among
// ours, else the variant's own language (Chinese for shangyi-translator). A request that carries neither
// cookie nor header (a crawler) is not negotiated: it gets the unprefixed page, as canonical links say.
import { type Locale, locales } from './routing';

export interface LocaleRequest {
  pathname: string;
  /** The language picker's NEXT_LOCALE cookie, if any. */
  storedLocale?: string;
  acceptLanguage?: string | null;
  variantLocale: Locale;
}

const unprefixedLocale: Locale = 'en';

/** Browser tags that name one of our locales by another name. */
const aliases: Readonly<Record<string, Locale>> = {
  'zh-tw': 'zh-HK',
  'zh-hant': 'zh-HK',
  'zh-mo': 'zh-HK',
  nb: 'no',
  nn: 'no',
  iw: 'he',
  in: 'id',
};

function ourLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  for (let parts = lower.split('-'); parts.length > 0; parts = parts.slice(0, -1)) {
    const candidate = parts.join('-');
    const alias = aliases[candidate];
    if (alias) return alias;
    const exact = locales.find((locale) => locale.toLowerCase() === candidate);
    if (exact) return exact;
  }
  return undefined;
}

/** The preferred languages of an Accept-Language header, best first (q=0 means "not this one"). */
function rankedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

function hasLocalePrefix(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return locales.some((locale) => locale !== unprefixedLocale && locale === first);
}

/** The locale to send this visitor to, or undefined to serve the unprefixed (English) page as it is. */
export function negotiatedLocale(request: LocaleRequest): Locale | undefined {
  if (hasLocalePrefix(request.pathname)) return undefined;
  const stored = locales.find((locale) => locale === request.storedLocale);
  const header = request.acceptLanguage?.trim();
  if (!stored && !header) return undefined;
  const chosen =
    stored ??
    rankedTags(header ?? '')
      .map(ourLocale)
      .find(Boolean) ??
    request.variantLocale;
  return chosen === unprefixedLocale ? undefined : chosen;
}
