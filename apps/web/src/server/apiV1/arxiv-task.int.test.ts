// API v1 takes an arXiv paper through `arxiv` in place of `file`: the task's translation is the Spanish
// PDF compiled from the paper's translated LaTeX source, charged as any document, and the translated
// source is linked as outputFileUrls.latexSource. Sending both fields,
// or neither, is a 400 naming them; a link that is no paper is a 400 that charges nothing.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readTar } from '@verso/core/arxiv/tar-archive';
import { type ArxivDouble, startArxivDouble } from '@verso/core/arxiv/testing/arxiv-double';
import { backendName, eventually } from '@verso/services/testing/testServices';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiV1DuringTests } from '@/testing/api-v1-during-tests';

const fixtures = join(import.meta.dirname, '../../../../../packages/core/src/arxiv/fixtures');

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};

describe(`API v1 with an arXiv paper on ${backendName}`, () => {
  let arxiv: ArxivDouble;
  // Registered first, so the double listens before the services read ARXIV_URL.
  beforeAll(async () => {
    arxiv = await startArxivDouble({
      '2402.00011': { kind: 'folder', dir: join(fixtures, 'several-files') },
    });
  });
  afterAll(() => arxiv.close());
  const api = apiV1DuringTests({ credits: 50, env: () => ({ ARXIV_URL: arxiv.url }) });
  const balance = () => api.services().credits.balanceOf({ userId: api.caller().userId });

  test('an arXiv link becomes a task whose translation is the Spanish PDF of the paper', async () => {
    const created = await api.send(
      'translation/create',
      form({
        fromLang: 'English',
        toLang: 'Spanish',
        model: 'apertium',
        arxiv: 'https://arxiv.org/abs/2402.00011',
      }),
    );
    expect(created.status).toBe(200);
    const { taskId } = await created.json();
    const task = await eventually(async () => {
      const { body } = await api.post('translation/query', { taskId });
      return body.status === 'Completed' || body.status === 'Terminated' ? body : undefined;
    }, 120_000);
    expect(task.status).toBe('Completed');
    expect(task.usedCredits).toBeGreaterThan(0);
    expect(await balance()).toBe(50 - task.usedCredits);
    const pdf = await api.follow(task.translatedFileUrl);
    expect(pdf.headers.get('content-disposition')).toMatch(/\.es\.pdf/);
    const text = execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(await pdf.arrayBuffer()) });
    expect(text.toString('utf8')).toMatch(/casa/);

    // The translated LaTeX source, by its own signed link.
    expect(Object.keys(task.outputFileUrls)).toEqual(['latexSource']);
    const source = await api.follow(task.outputFileUrls.latexSource);
    expect(source.status).toBe(200);
    expect(source.headers.get('content-disposition')).toMatch(/2402\.00011\.es\.tar\.gz/);
    const project = readTar(gunzipSync(Buffer.from(await source.arrayBuffer())));
    expect(project.find((file) => file.path === 'main.tex')?.data.toString('utf8')).toMatch(/jardín/);
  }, 150_000);

  test('both file and arxiv, or neither, is a 400 naming the two fields', async () => {
    const both = form({ fromLang: 'English', toLang: 'Spanish', arxiv: '2402.00011' });
    both.set('file', new Blob(['The house is small.\n']), 'note.txt');
    const refusedBoth = await api.send('translation/create', both);
    expect(refusedBoth.status).toBe(400);
    expect((await refusedBoth.json()).message).toMatch(/file.*arxiv/);

    const neither = await api.send('translation/create', form({ fromLang: 'English', toLang: 'Spanish' }));
    expect(neither.status).toBe(400);
    expect((await neither.json()).message).toMatch(/file.*arxiv/);
  });

  test('a link that is no paper is a 400 and charges nothing', async () => {
    const before = await balance();
    const refused = await api.send(
      'translation/create',
      form({ fromLang: 'English', toLang: 'Spanish', arxiv: 'https://arxiv.org/list/cs.CL/recent' }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/is not an arXiv paper/);
    expect(await balance()).toBe(before);
  });
});
