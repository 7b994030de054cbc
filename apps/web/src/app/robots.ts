// robots.txt: public pages are open to crawlers; accounts, the admin area and the APIs are not.
import { loadConfig } from '@verso/services';
import type { MetadataRoute } from 'next';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const { publicUrl } = loadConfig();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/my/', '/admin/', '/organization/', '/*/my/', '/*/admin/', '/*/organization/'],
    },
    sitemap: new URL('/sitemap.xml', publicUrl).href,
  };
}
