// Every route of SPEC §2 answers 200 in every variant and a sample of locales. The protected routes answer
// too and guard on the client; that the admin route shows its data to administrators only is
// e2e/admin-dashboard.spec.ts.
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Platform } from '@verso/brands';
import { variantSites } from './support/environment';
import { specRoutes } from './support/spec-routes';

const platforms = Object.keys(variantSites) as Platform[];

// English without a prefix, a right-to-left locale, a CJK one and two more.
const sampleLocales = ['', '/de', '/ar', '/zh-HK', '/pt'];

/** The first article /blog links to, when the variant has any (shangyi-translator's set is empty). */
async function firstArticle(request: APIRequestContext, site: string): Promise<string | undefined> {
  const html = await (await request.get(`${site}/blog`)).text();
  return html.match(/href="(\/blog\/[a-z0-9-]+)"/)?.[1];
}

for (const platform of platforms) {
  const site = variantSites[platform];

  test(`${platform}: every route of the SPEC answers 200 in a sample of locales`, async ({ request }) => {
    test.setTimeout(600_000);
    const article = await firstArticle(request, site);
    if (platform !== 'shangyi-translator') expect(article, 'the blog links to an article').toBeTruthy();
    const routes = article ? [...specRoutes, article] : specRoutes;
    const failures: string[] = [];
    for (const locale of sampleLocales) {
      for (const route of routes) {
        const path = `${locale}${route === '/' && locale ? '' : route}`;
        const response = await request.get(`${site}${path}`, { maxRedirects: 0 });
        if (response.status() !== 200) failures.push(`${path} → ${response.status()}`);
      }
    }
    expect(failures).toEqual([]);
  });
}
