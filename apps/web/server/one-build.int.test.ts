// One build serves every variant and setting (issue 22): two sites started at once from one build, with
// different PLATFORM and PUBLIC_URL, each serve their own brand; asking for a build with other run-time
// settings builds nothing; a build for changed sources goes to a new directory, and the sites already
// running keep answering from theirs, whose files stay as they were.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brandFor, type Platform, seoFor } from '@verso/brands';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentBuild } from '../../../scripts/lib/web-builds.mjs';
import { runBuildScript, type SiteProcess, startSite, webDir } from './testing/site-process';

const buildsDir = path.join(webDir, '.next-builds');
/** A public file of this test only: adding it changes the sources' fingerprint. */
const addedSource = path.join(webDir, 'public', `one-build-test-${process.pid}.txt`);

/** Every file of a build with its size and time, but its cache (image optimiser), written as it serves. */
function filesOf(name: string): Map<string, string> {
  const dir = path.join(buildsDir, name);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => !file.startsWith(`cache${path.sep}`) && statSync(path.join(dir, file)).isFile(),
  );
  return new Map(
    files.map((file) => {
      const { size, mtimeMs } = statSync(path.join(dir, file));
      return [file, `${size} ${mtimeMs}`];
    }),
  );
}

async function page(site: SiteProcess, pathname: string) {
  const response = await fetch(`${site.url}${pathname}`, { redirect: 'manual' });
  const html = await response.text();
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');
  return {
    status: response.status,
    title: attribute(/<title>([^<]*)<\/title>/),
    canonical: attribute(/<link rel="canonical" href="([^"]+)"/),
    linksToEnterprise: html.includes('href="/es/enterprise"'),
    logos: [...new Set(html.match(/\/brands\/[a-z-]+\//g))],
  };
}

/** What only this site's variant and address show: its SEO title, logos, links and canonical URLs. */
async function expectOwnBrand(site: SiteProcess, platform: Platform, publicUrl: string) {
  const home = await page(site, '/es');
  expect(home.status, site.output()).toBe(200);
  expect(home.title).toBe(seoFor(brandFor(platform), 'es', 0).title);
  expect(home.logos).toEqual([`/brands/${platform}/`]);
  // Enterprise is o-translator's and not verso-best's (SPEC §2; e2e/header-variants.spec.ts).
  expect(home.linksToEnterprise).toBe(platform === 'o-translator');
  const product = await page(site, '/es/translateText');
  expect(product.status, site.output()).toBe(200);
  expect(product.canonical).toBe(`${publicUrl}/es/translateText`);
}

// Nothing here depends on the database or queue: the PostgreSQL + BullMQ pass would only build again.
describe.skipIf(Boolean(process.env.DATABASE_URL))('one build for every variant and setting', () => {
  const sites: { platform: Platform; publicUrl: string; site?: SiteProcess }[] = [
    { platform: 'o-translator', publicUrl: 'http://o-translator.example.test' },
    { platform: 'verso-best', publicUrl: 'http://verso-best.example.test:8443' },
  ];
  let built: string;

  beforeAll(async () => {
    const { code, output } = await runBuildScript();
    expect(code, output).toBe(0);
    built = currentBuild(webDir) ?? '';
    expect(built).not.toBe('');
    await Promise.all(
      sites.map(async (entry) => {
        entry.site = await startSite({ PLATFORM: entry.platform, PUBLIC_URL: entry.publicUrl });
      }),
    );
  }, 1_800_000);

  afterAll(async () => {
    rmSync(addedSource, { force: true });
    await Promise.all(sites.map((entry) => entry.site?.stop()));
  }, 60_000);

  test('two sites from one build at once serve their own variant at their own address', async () => {
    for (const { platform, publicUrl, site } of sites) {
      if (site) await expectOwnBrand(site, platform, publicUrl);
    }
  });

  test('other run-time settings build nothing, and the running sites keep answering', async () => {
    const before = filesOf(built);
    const entries = readdirSync(buildsDir).sort();
    const { code, output } = await runBuildScript({
      PLATFORM: 'shangyi-translator',
      PUBLIC_URL: 'https://elsewhere.example.test',
      DEMO_LIMIT_PER_HOUR: '7',
      SITE_NAME: 'Another name',
      NEXT_PUBLIC_ANYTHING: 'set',
    });
    expect(code, output).toBe(0);
    expect(output).toContain('Site build is up to date.');
    expect(currentBuild(webDir)).toBe(built);
    expect(readdirSync(buildsDir).sort()).toEqual(entries);
    expect(filesOf(built)).toEqual(before);
    for (const { platform, publicUrl, site } of sites) {
      if (!site) continue;
      // The route that answered 500 when a rebuild replaced the build under its server.
      expect((await page(site, '/es/my/history')).status, site.output()).toBeLessThan(500);
      await expectOwnBrand(site, platform, publicUrl);
    }
  });

  // A second full `next build` (minutes of both cores on CI's machine): run with VERSO_REBUILD_TEST=1.
  // npm test checks the same rules on stand-in builds (web-builds.test.ts) and this on demand.
  test.runIf(process.env.VERSO_REBUILD_TEST === '1')(
    'changed sources build into a new directory; the running sites keep theirs, untouched',
    async () => {
      const before = filesOf(built);
      writeFileSync(addedSource, 'This file changes the fingerprint of the sources.\n');
      const rebuild = await runBuildScript();
      expect(rebuild.code, rebuild.output).toBe(0);
      const rebuilt = currentBuild(webDir) ?? '';
      expect(rebuild.output).toContain(`next build into apps/web/.next-builds/${rebuilt}`);
      expect(rebuilt).not.toBe(built);
      // Still used by the running sites: not pruned, and not a file of it removed or rewritten.
      const after = filesOf(built);
      for (const [file, stamp] of before) expect(after.get(file), file).toBe(stamp);
      for (const { platform, publicUrl, site } of sites) {
        if (!site) continue;
        // Routes this server had not served yet read their manifests from its build now.
        expect((await page(site, '/es/pricing')).status, site.output()).toBeLessThan(500);
        expect((await page(site, '/es/my/history')).status, site.output()).toBeLessThan(500);
        await expectOwnBrand(site, platform, publicUrl);
      }
      expect(readFileSync(path.join(buildsDir, rebuilt, 'BUILD_ID'), 'utf8')).not.toBe(
        readFileSync(path.join(buildsDir, built, 'BUILD_ID'), 'utf8'),
      );

      // The sources as they were: their build is still complete, so it becomes current without building,
      // and the build of the added file, which no server uses, is removed.
      rmSync(addedSource);
      const back = await runBuildScript();
      expect(back.code, back.output).toBe(0);
      expect(back.output).not.toContain('next build into');
      expect(back.output).toContain(`Removed the unused site build ${rebuilt}.`);
      expect(currentBuild(webDir)).toBe(built);
      expect(existsSync(path.join(buildsDir, rebuilt))).toBe(false);
    },
    1_800_000,
  );
});
