// Picks the locale for page requests (URL prefix, cookie, Accept-Language) and rewrites English to /en.
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything except API routes, Next internals and files with an extension (public assets).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
