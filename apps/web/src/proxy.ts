// Page requests: an unprefixed path (English's URLs) is first negotiated — the visitor's stored choice,
// their browser's languages, the variant's own language (i18n/negotiate-locale.ts) — with one redirect;
// then next-intl maps the URL to its locale (English is served from /en internally).
import { brandFor } from '@verso/brands';
import { loadConfig } from '@verso/services/config';
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { negotiatedLocale } from './i18n/negotiate-locale';
import { type Locale, routing } from './i18n/routing';

const intlMiddleware = createMiddleware(routing);

let variantLocale: Locale | undefined;

/** The variant's own language (PLATFORM, read when the server runs), read once. */
function siteLocale(): Locale {
  variantLocale ??= brandFor(loadConfig().platform).seo.locale as Locale;
  return variantLocale;
}

export default function proxy(request: NextRequest) {
  const locale = negotiatedLocale({
    pathname: request.nextUrl.pathname,
    // The language picker's cookie (components/language-picker/use-switch-locale.ts).
    storedLocale: request.cookies.get('NEXT_LOCALE')?.value,
    acceptLanguage: request.headers.get('accept-language'),
    variantLocale: siteLocale(),
  });
  if (!locale) return intlMiddleware(request);
  const target = request.nextUrl.clone();
  target.pathname = `/${locale}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`;
  const redirect = NextResponse.redirect(target, 307);
  // The answer depends on these; shared caches must not give it to another visitor.
  redirect.headers.set('Vary', 'Cookie, Accept-Language');
  return redirect;
}

export const config = {
  // Everything except API routes, Next internals and files with an extension (public assets).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
