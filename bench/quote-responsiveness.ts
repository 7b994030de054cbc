// `npm run bench` part (issue 17): quoting a big file must not hold up the web process. This process
// quotes the file through the services, as POST /api/jobs/quote does, while a client in another process
// loads a page from an HTTP server in this process every 25 ms. Reported for a 100 MB PDF and a 20 MB
// JSON file: the p95 of the page loads that started during the quote (target < 200 ms), the slowest,
// and the longest stall of this process's event loop.
// Usage: tsx bench/quote-responsiveness.ts
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchEventLoop } from '@verso/core/testing/event-loop-watch';
import { createServices, loadConfig, type Services } from '@verso/services';

/** The client: loads the page every 25 ms until its stdin closes, then prints [start, ms] of each load. */
const client = `
const loads = [];
let running = true;
process.stdin.on('end', () => { running = false; }).resume();
(async () => {
  while (running) {
    const at = Date.now();
    const started = performance.now();
    await (await fetch(process.argv[1])).text();
    loads.push([at, performance.now() - started]);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  console.log(JSON.stringify(loads));
})();
`;

const page = `<!doctype html><title>Verso</title>${'<p>A page another visitor is reading.</p>'.repeat(1000)}`;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

const round = (value: number) => Math.round(value);

/** Page loads by a client in another process while `work` runs in this one. */
async function loadsDuring(url: string, work: () => Promise<unknown>) {
  const reader = spawn(process.execPath, ['-e', client, url], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  reader.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the client warms up
  const from = Date.now();
  const stopWatching = watchEventLoop();
  await work();
  const longestStall = stopWatching();
  const until = Date.now();
  reader.stdin.end();
  await new Promise((resolve) => reader.once('exit', resolve));
  const loads = (JSON.parse(output) as [number, number][])
    .filter(([at]) => at >= from && at <= until)
    .map(([, ms]) => ms);
  return { loads, longestStall, seconds: (until - from) / 1000 };
}

async function quoteWhileLoading(services: Services, url: string, file: string, kind: string) {
  const user = await services.users.create({ email: `${kind.toLowerCase()}@example.com`, credits: 1000 });
  let words = 0;
  const { loads, longestStall, seconds } = await loadsDuring(url, async () => {
    const upload = await services.jobs.receiveUpload(user.id, path.basename(file), createReadStream(file));
    words = (await services.jobs.quote(upload, { from: 'en', to: 'es', engine: 'identity' })).wordCount;
  });
  const p95 = percentile(loads, 0.95);
  return {
    name: `Page loads while a ${round(statSync(file).size / 1e6)} MB ${kind} is quoted (${words} words, ${seconds.toFixed(1)} s)`,
    result: `p95 ${round(p95)} ms, slowest ${round(Math.max(...loads))} ms (${loads.length} loads); event loop's longest stall ${round(longestStall)} ms`,
    target: 'p95 < 200 ms',
    met: p95 < 200,
  };
}

/** About 20 MB of i18n-style JSON: a file format read by a synchronous parser. */
function bigJson(file: string) {
  const entries = Array.from({ length: 400_000 }, (_, n) => [
    `key${n}`,
    'The small house by the river has ten open windows.',
  ]);
  writeFileSync(file, JSON.stringify(Object.fromEntries(entries)));
}

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'verso-quote-bench-'));
  const services = await createServices(loadConfig({ DATA_DIR: folder, SIGNUP_CREDITS: '0' }));
  const server = createServer((_, response) => response.end(page));
  try {
    const pdf = path.join(folder, 'heavy.pdf');
    // Built in another process, so building it does not count against this one.
    execFileSync(process.execPath, [...process.execArgv, 'bench/pdf-speed.ts', '--write-heavy', pdf]);
    const json = path.join(folder, 'strings.json');
    bigJson(json);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const results = [
      await quoteWhileLoading(services, url, pdf, 'PDF'),
      await quoteWhileLoading(services, url, json, 'JSON file'),
    ];
    console.log(JSON.stringify(results));
  } finally {
    server.close();
    await services.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
