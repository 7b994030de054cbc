// The variant this installation runs as and the operator's host overrides. PLATFORM and the SITE_*
// variables are read when the server starts, not when it is built, so pages showing them render per request.
import { brandFor, hostConfigFor } from '@verso/brands';
import { getServices } from '@verso/services';
import { connection } from 'next/server';
import type { Site } from '@/components/site/SiteProvider';

export async function currentSite(): Promise<Site> {
  await connection();
  const { config } = await getServices();
  const brand = brandFor(config.platform);
  return { brand, host: hostConfigFor(brand, config.host) };
}
