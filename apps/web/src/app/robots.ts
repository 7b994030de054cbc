// robots.txt: public pages are open to crawlers; accounts, the admin area and the APIs are not.
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/server/canonical-url';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/my/', '/admin/', '/organization/', '/*/my/', '/*/admin/', '/*/organization/'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
