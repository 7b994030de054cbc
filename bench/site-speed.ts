// `npm run bench` part for the site (issues 7 and 23), for each brand variant (PLATFORM): Lighthouse
// performance on home, a format landing page, /pricing and /translateText, desktop (target ≥ 0.98) and
// mobile (target: within 0.03 of the bare Next page measured in the same run), with the largest contentful
// paint on mobile (target ≤ 2.5 s); the median of three runs each (Lighthouse scores move by a few points
// from run to run); and the JavaScript a first visit to home downloads (gzip, target ≤ 250 KiB). Requests
// per second on home (target ≥ 1,000 on two cores) are measured on the default variant: the server does
// the same work for every variant.
// It builds nothing: it serves the existing build (`node scripts/build-web.mjs` first) with the server
// `npm start` runs (apps/web/server/main.ts, Next behind its front cache), one variant at a time, on a free
// port and an empty data directory. Run alone: `npx tsx bench/site-speed.ts`; SITE_SPEED_RUNS (default 3)
// and SITE_SPEED_PLATFORMS (comma-separated, default all four) make a quicker check.
// Beside the site it measures bench/bare-next, the smallest page Next 16 and React 19 serve (built here
// when needed): the floor the framework's own scripts set on this machine, which the mobile targets follow.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Platform, platforms } from '@verso/brands';
import { freePort } from '@verso/services/testing/freePort';
import autocannon from 'autocannon';
import { currentBuild } from '../scripts/lib/web-builds.mjs';
import { repoRoot, startSite, waitForAnswer, webDir } from './site-server';

const bareNextDir = path.join(repoRoot, 'bench', 'bare-next');
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

const lighthouseRuns = Number(process.env.SITE_SPEED_RUNS ?? 3);
const benchedPlatforms = (process.env.SITE_SPEED_PLATFORMS?.split(',') ?? platforms) as Platform[];
const pages = [
  ['home', '/'],
  ['PDF landing page', '/formats/pdf'],
  ['pricing', '/pricing'],
  ['translateText', '/translateText'],
] as const;
const formFactors = ['desktop', 'mobile'] as const;
type FormFactor = (typeof formFactors)[number];
/** Desktop: an absolute floor. Mobile: at most this far under the bare Next page measured in the same run. */
const desktopTarget = 0.98;
const mobileMargin = 0.03;
/** Largest contentful paint on Lighthouse's mobile profile (its simulated slow 4G and CPU). */
const mobileLcpTargetMs = 2_500;

interface Lighthouse {
  score: number;
  lcpMs: number;
}

async function lighthouseRun(url: string, formFactor: FormFactor): Promise<Lighthouse> {
  const args = [
    url,
    '--output=json',
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=${chromeFlags}`,
  ];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  const { stdout } = await promisify(execFile)(bin('lighthouse'), args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout);
  return {
    score: report.categories.performance.score,
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median score and the median largest contentful paint of a few runs (each its own median). */
async function lighthouse(url: string, formFactor: FormFactor): Promise<Lighthouse> {
  const runs: Lighthouse[] = [];
  for (let run = 0; run < lighthouseRuns; run++) runs.push(await lighthouseRun(url, formFactor));
  return { score: median(runs.map((run) => run.score)), lcpMs: median(runs.map((run) => run.lcpMs)) };
}

/**
 * The scripts the home page's HTML loads, each gzipped as a server would send it. Scripts marked
 * `noModule` (Next's polyfills for browsers without ES modules) are left out: current browsers skip them.
 */
async function firstLoadJsKiB(baseUrl: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const sources = new Set(
    [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)]
      .filter((match) => !/\bnoModule\b/i.test(match[0]))
      .map((match) => match[1] ?? ''),
  );
  let bytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: 10 });
  return result.requests.average;
}

/** `met` is null for a reference figure, which has no target. */
type Result = { name: string; result: string; target: string; met: boolean | null };

type Floor = Record<FormFactor, number>;

/** Lighthouse on the bare Next page, each form factor: what no page of the site can score above. */
async function benchBareNext(): Promise<{ results: Result[]; floor: Floor }> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if (!existsSync(path.join(bareNextDir, '.next', 'BUILD_ID'))) {
    await promisify(execFile)(bin('next'), ['build'], { cwd: bareNextDir, env });
  }
  const port = await freePort();
  const server = spawn(bin('next'), ['start', '--port', String(port)], {
    cwd: bareNextDir,
    env,
    stdio: 'ignore',
  });
  const results: Result[] = [];
  const floor: Floor = { desktop: 1, mobile: 1 };
  try {
    await waitForAnswer(`http://127.0.0.1:${port}/`, server);
    for (const formFactor of formFactors) {
      const { score } = await lighthouse(`http://127.0.0.1:${port}/`, formFactor);
      floor[formFactor] = score;
      results.push({
        name: `Lighthouse performance, bare Next 16 page (the framework's floor), ${formFactor} (median of ${lighthouseRuns})`,
        result: score.toFixed(2),
        target: 'none (reference)',
        met: null,
      });
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    if (server.exitCode === null && server.kill()) await exited;
  }
  return { results, floor };
}

/** A page's score and, on mobile, its largest contentful paint, against their targets. */
function pageResults(name: string, formFactor: FormFactor, measured: Lighthouse, floor: Floor): Result[] {
  const scoreTarget = formFactor === 'desktop' ? desktopTarget : floor.mobile - mobileMargin;
  const results: Result[] = [
    {
      name: `Lighthouse performance, ${name}, ${formFactor} (median of ${lighthouseRuns})`,
      result: measured.score.toFixed(2),
      target:
        formFactor === 'desktop'
          ? `>= ${desktopTarget}`
          : `>= ${scoreTarget.toFixed(2)} (bare page ${floor.mobile.toFixed(2)} − ${mobileMargin})`,
      met: measured.score >= scoreTarget,
    },
  ];
  if (formFactor === 'mobile') {
    results.push({
      name: `Largest contentful paint, ${name}, mobile (median of ${lighthouseRuns})`,
      result: `${(measured.lcpMs / 1000).toFixed(2)} s`,
      target: `<= ${mobileLcpTargetMs / 1000} s`,
      met: measured.lcpMs <= mobileLcpTargetMs,
    });
  }
  return results;
}

/** Serves one variant and measures it; requests/s only when asked (the default variant). */
async function benchVariant(platform: Platform, floor: Floor, withThroughput: boolean): Promise<Result[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verso-bench-site-'));
  const site = await startSite(platform, port, dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  const results: Result[] = [];
  try {
    for (const [page, pathname] of pages) {
      for (const formFactor of formFactors) {
        const measured = await lighthouse(`${baseUrl}${pathname}`, formFactor);
        results.push(...pageResults(`${platform}, ${page}`, formFactor, measured, floor));
      }
    }
    const kib = await firstLoadJsKiB(baseUrl);
    results.push({
      name: `First-load JS, ${platform}, home (gzip)`,
      result: `${kib.toFixed(0)} KiB`,
      target: '<= 250 KiB',
      met: kib <= 250,
    });
    if (withThroughput) {
      const rps = await requestsPerSecond(`${baseUrl}/`);
      results.push({
        name: `Home page requests/s, ${platform} (autocannon, 10 connections)`,
        result: rps.toFixed(0),
        target: '>= 1000',
        met: rps >= 1000,
      });
    }
  } finally {
    // The next variant's site starts only once this one has let go of its data directory.
    const exited = new Promise((resolve) => site.once('exit', resolve));
    if (site.exitCode === null && site.kill()) await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

if (!currentBuild(webDir)) {
  console.error('No site build: run `node scripts/build-web.mjs` first.');
  process.exit(1);
}
const unknown = benchedPlatforms.filter((platform) => !platforms.includes(platform));
if (unknown.length) {
  console.error(`Unknown SITE_SPEED_PLATFORMS: ${unknown.join(', ')} (known: ${platforms.join(', ')})`);
  process.exit(1);
}
const results: Result[] = [];
console.error('site-speed: bare Next page');
const bare = await benchBareNext();
results.push(...bare.results);
for (const platform of benchedPlatforms) {
  console.error(`site-speed: ${platform}`);
  results.push(...(await benchVariant(platform, bare.floor, platform === 'verso-best')));
}
console.log(JSON.stringify(results));
