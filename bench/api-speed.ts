// `npm run bench` part (issue 23): Verso's speed as an API client sees it, on the site `npm start` serves
// (embedded database, in-process worker, Apertium en→es).
// - Documents: the distinct-text DOCX and Markdown of bench/distinct-speed.ts uploaded to
//   POST /api/v1/translation/create, polled until Completed and downloaded. Reported: the whole round trip
//   and the worker's share (the task's createdAt to its last update), each against plain-text
//   `apertium eng-spa` on the same words (target ≤ 1.15×, as for distinct-speed.ts).
// - Texts: 100 clients at once, each sending one sentence at a time to /api/v1/translation/translateTexts.
//   The same sentences, 100 at a time, go straight to the engine in this process: its own time under that
//   load. Target: the API's median ≤ 5 ms over the engine's median. The same with one client is reported
//   beside it: what a call costs the server when nothing queues.
// Run alone: `npx tsx bench/api-speed.ts` (after `node scripts/build-web.mjs`); `... api-speed.ts texts`
// measures the text API alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApertiumEngine } from '@verso/core';
import { freePort } from '@verso/services/testing/freePort';
import { apertiumCommandSeconds } from './apertium-command';
import { corpusSentences, percentile } from './corpus-text';
import { documents } from './distinct-documents';
import { distinctParagraphs } from './distinct-text';
import { repoRoot, startSite } from './site-server';

const words = 30_000;
const clients = 100;
const textRequests = 1_000;
const documentTarget = 1.15;
const textTargetMs = 5;
const seconds = (started: number) => (performance.now() - started) / 1000;

/** An account with credits and an API key, made with the operator's CLI before the site opens the data. */
function apiKeyIn(dataDir: string): string {
  const output = execFileSync(
    process.execPath,
    [path.join(repoRoot, 'apps/cli/bin/verso.mjs'), 'users', 'create', '--email', 'bench@verso.test'].concat([
      '--credits',
      '10000000',
      '--api-key',
    ]),
    { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  return JSON.parse(output.slice(output.indexOf('{'))).apiKey;
}

interface Api {
  post(route: string, body: unknown): Promise<Record<string, unknown>>;
  upload(name: string, file: Buffer): Promise<string>;
}

function apiAt(baseUrl: string, key: string): Api {
  const answer = async (response: Response) => {
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`API answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  };
  return {
    post: async (route, body) =>
      answer(
        await fetch(`${baseUrl}/api/v1/${route}`, {
          method: 'POST',
          headers: { authorization: key, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    upload: async (name, file) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(file)]), name);
      form.set('fromLang', 'English');
      form.set('toLang', 'Spanish');
      const data = await answer(
        await fetch(`${baseUrl}/api/v1/translation/create`, {
          method: 'POST',
          headers: { authorization: key },
          body: form,
        }),
      );
      return String(data.taskId);
    },
  };
}

/** Upload, wait, download: the round trip's seconds and the worker's (the task's own timestamps). */
async function documentRoundTrip(api: Api, name: string, file: Buffer) {
  const started = performance.now();
  const taskId = await api.upload(name, file);
  for (;;) {
    const task = await api.post('translation/query', { taskId });
    if (task.status === 'Terminated') throw new Error(`${name} failed: ${task.errorMsg}`);
    if (task.status === 'Completed') {
      const download = await fetch(String(task.translatedFileUrl));
      if (!download.ok) throw new Error(`${name}'s download answered ${download.status}`);
      await download.arrayBuffer();
      const worker = (Date.parse(String(task.updatedAt)) - Date.parse(String(task.createdAt))) / 1000;
      return { roundTrip: seconds(started), worker };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Each of `clientCount` loops, one request at a time, until `count` are done: the milliseconds of each. */
async function underLoad(count: number, request: (index: number) => Promise<unknown>, clientCount = clients) {
  const milliseconds: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < count) {
      const index = next++;
      const started = performance.now();
      await request(index);
      milliseconds.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clientCount }, client));
  return milliseconds;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'verso-api-speed-'));
const port = await freePort();
const key = apiKeyIn(dataDir);
const site = await startSite('verso-best', port, dataDir);
try {
  const api = apiAt(`http://localhost:${port}`, key);
  const paragraphs = distinctParagraphs(words);
  const floor = Math.min(
    ...[0, 1].map(() => apertiumCommandSeconds('txt', Buffer.from(paragraphs.join('\n\n')))),
  );

  // One untimed text and document start the site's warm pipeline and load its code, as a running site has.
  await api.post('translation/translateTexts', { texts: ['Warm up.'], fromLang: 'en', toLang: 'es' });
  await documentRoundTrip(api, 'warm-up.md', Buffer.from('Warm up.'));
  const documentResults = [];
  const kinds = process.argv.includes('texts') ? [] : (['docx', 'md'] as const);
  for (const kind of kinds) {
    // Each round's paragraphs differ by a number, so translation memory cannot answer them.
    const rounds = [];
    for (let round = 0; round < 2; round++) {
      const file = documents[kind](paragraphs.map((paragraph) => `${paragraph} (${kind} ${round})`));
      rounds.push(await documentRoundTrip(api, `distinct-${round}.${kind}`, await file));
    }
    const roundTrip = Math.min(...rounds.map((run) => run.roundTrip));
    const worker = Math.min(...rounds.map((run) => run.worker));
    documentResults.push(
      {
        name: `Distinct text as ${kind.toUpperCase()} through API v1 (upload, job, download)`,
        result: `${roundTrip.toFixed(2)} s: ratio ${(roundTrip / floor).toFixed(2)} to plain-text apertium (${floor.toFixed(2)} s)`,
        target: `ratio ≤ ${documentTarget}`,
        met: roundTrip / floor <= documentTarget,
      },
      {
        name: `Distinct text as ${kind.toUpperCase()} in the worker (the job's own time)`,
        result: `${worker.toFixed(2)} s: ratio ${(worker / floor).toFixed(2)}`,
        target: `ratio ≤ ${documentTarget}`,
        met: worker / floor <= documentTarget,
      },
    );
  }

  const sentences = corpusSentences(textRequests);
  const engine = createApertiumEngine();
  await engine.translate(['Warm up.'], 'en', 'es');
  // The same sentences through the engine alone and through the API, by `clientCount` clients at once.
  const textResult = async (clientCount: number) => {
    const engineMs = await underLoad(
      textRequests,
      (index) => engine.translate([`${sentences[index]} (${clientCount} ${index})`], 'en', 'es'),
      clientCount,
    );
    const apiMs = await underLoad(
      textRequests,
      (index) =>
        api.post('translation/translateTexts', {
          texts: [`${sentences[index]} (api ${clientCount} ${index})`],
          fromLang: 'en',
          toLang: 'es',
        }),
      clientCount,
    );
    const overhead = percentile(apiMs, 50) - percentile(engineMs, 50);
    return {
      name: `Text API p50 over the engine's own, ${clientCount === 1 ? 'one client' : `${clientCount} clients at once`}`,
      result: `${overhead.toFixed(1)} ms (API p50 ${percentile(apiMs, 50).toFixed(1)} ms, engine p50 ${percentile(engineMs, 50).toFixed(1)} ms)`,
      target: clientCount === clients ? `≤ ${textTargetMs} ms` : 'reported',
      met: clientCount === clients ? overhead <= textTargetMs : true,
    };
  };
  // One client first: the call's own cost, with no queue in front of the engine or the server.
  const textResults = [await textResult(1), await textResult(clients)];
  console.log(JSON.stringify([...documentResults, ...textResults]));
} finally {
  site.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
