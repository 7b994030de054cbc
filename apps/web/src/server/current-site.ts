// The variant this installation runs as and the operator's host overrides. PLATFORM and the SITE_*
// variables are read when the server runs, not when it is built: pages are rendered on their first request
// and cached in that server's memory (see the layout's generateStaticParams and next.config's isrFlushToDisk).
import { brandFor, hostConfigFor } from '@verso/brands';
import { getServices } from '@verso/services';
import type { Site } from '@/components/site/SiteProvider';

export async function currentSite(): Promise<Site> {
  const { config } = await getServices();
  const brand = brandFor(config.platform);
  return { brand, host: hostConfigFor(brand, config.host) };
}
