// `npm run bench` part for the site (issue 7): Lighthouse performance on the home page and one inner page,
// desktop (target ≥ 0.98) and mobile (target ≥ 0.95); the JavaScript a first visit to home downloads
// (gzip, target ≤ 250 KiB); and requests per second on home (target ≥ 1,000 on two cores).
// It builds nothing: it serves the existing build (`node scripts/build-web.mjs` first) with the server
// `npm start` runs (apps/web/server/main.ts, Next behind its front cache) on a free port and an empty data
// directory.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDir = path.join(repoRoot, 'apps', 'web');
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function startSite(port: number, dataDir: string): Promise<ChildProcess> {
  const site = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: webDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-only-auth-secret-0123456789abcdef',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return site;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  site.kill();
  throw new Error('The site did not answer within 60 s');
}

async function lighthouseScore(url: string, formFactor: 'desktop' | 'mobile'): Promise<number> {
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
  return JSON.parse(stdout).categories.performance.score;
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

if (!existsSync(path.join(webDir, '.next', 'BUILD_ID'))) {
  console.error('No site build: run `node scripts/build-web.mjs` first.');
  process.exit(1);
}
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'verso-bench-site-'));
const site = await startSite(port, dataDir);
const baseUrl = `http://127.0.0.1:${port}`;
const results = [];
try {
  for (const [page, pathname] of [
    ['home', '/'],
    ['translateText', '/translateText'],
  ] as const) {
    for (const [formFactor, target] of [
      ['desktop', 0.98],
      ['mobile', 0.95],
    ] as const) {
      const score = await lighthouseScore(`${baseUrl}${pathname}`, formFactor);
      results.push({
        name: `Lighthouse performance, ${page}, ${formFactor}`,
        result: score.toFixed(2),
        target: `>= ${target}`,
        met: score >= target,
      });
    }
  }
  const kib = await firstLoadJsKiB(baseUrl);
  results.push({
    name: 'First-load JS, home (gzip)',
    result: `${kib.toFixed(0)} KiB`,
    target: '<= 250 KiB',
    met: kib <= 250,
  });
  const rps = await requestsPerSecond(`${baseUrl}/`);
  results.push({
    name: 'Home page requests/s (autocannon, 10 connections)',
    result: rps.toFixed(0),
    target: '>= 1000',
    met: rps >= 1000,
  });
} finally {
  site.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results));
