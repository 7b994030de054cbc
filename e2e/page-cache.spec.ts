// Pages are rendered on their first request and then served from the server's cache. The four variant
// servers share one build, so each must keep serving its own brand from that cache; pages that read the
// query string are not cached and still answer.
import { expect, test } from '@playwright/test';
import { brandFor, type Platform } from '@verso/brands';
import { variantSites } from './support/environment';

for (const [platform, siteUrl] of Object.entries(variantSites) as [Platform, string][]) {
  test(`${platform} serves its own brand from the page cache`, async ({ request }) => {
    // A query string of its own, so Next answers rather than the server's front cache (front-cache.spec.ts)
    // replaying the answer of a moment ago; the page does not read it, so Next serves its cached page.
    const url = `${siteUrl}/pricing?page-cache=${Date.now()}`;
    await request.get(url);
    const cached = await request.get(`${siteUrl}/pricing?page-cache=${Date.now()}-again`);
    // STALE is also an answer from the cache: an earlier spec rendered the page over 300 s ago, and it is
    // being re-rendered behind this answer.
    expect(['HIT', 'STALE']).toContain(cached.headers()['x-nextjs-cache']);
    expect(await cached.text()).toContain(`· ${brandFor(platform).name}</title>`);
  });
}

test('pages that read the query string answer each request', async ({ request }) => {
  for (const path of ['/signin?error=Verification', '/demo?type=docx', '/translate?to=fr', '/blog?page=1']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nextjs-cache'], path).toBeUndefined();
  }
});
