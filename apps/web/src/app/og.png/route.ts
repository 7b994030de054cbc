// /og.png?locale=…&title=…&sig=…: a public page's Open Graph card, drawn for this variant. Only titles
// signed by the site are drawn (server/og-image/og-image-url.ts); link previews fetch each card once
// and caches keep it, since the same address always gives the same picture.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getServices } from '@verso/services';
import { textDirection } from '@/i18n/routing';
import { currentSite } from '@/server/current-site';
import { siteOrigin } from '@/server/http/site-url';
import { verifiedOgImageRequest } from '@/server/og-image/og-image-url';
import { renderOgImage } from '@/server/og-image/render-og-image';

export async function GET(request: Request): Promise<Response> {
  const [{ config }, { brand, host }] = await Promise.all([getServices(), currentSite()]);
  const card = verifiedOgImageRequest(new URL(request.url).searchParams, config.authSecret);
  if (!card) return new Response('No such image.', { status: 404 });
  const png = await renderOgImage({
    ...card,
    productName: host.name,
    siteHost: new URL(siteOrigin(config)).host,
    direction: textDirection(card.locale),
    colours: { ...brand.theme, primary: host.antdTheme.token.colorPrimary },
    logo: await siteLogo(host.logoPath.dark),
  });
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  });
}

/** The logo file when it is one of the site's own; an operator's logo elsewhere is left out, not fetched. */
async function siteLogo(path: string): Promise<Buffer | undefined> {
  if (!path.startsWith('/') || path.includes('..')) return undefined;
  return readFile(join(process.cwd(), 'public', path)).catch(() => undefined);
}
