// Preview, then pay: the day's free previews then 2 credits each, the whole price paid once by start
// (two starts at once included), a short balance refused with what is missing, and the full run
// reusing the preview's translations from memory.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '../testing/testServices';

/** 30 paragraphs of 37 words (1,110 words: 2 credits with Apertium); a preview takes the first 14. */
const paragraphs = Array.from(
  { length: 30 },
  (_, n) =>
    `Paragraph ${n + 1}. The house is small and the dog eats bread in the kitchen. ` +
    'My friend writes a long letter to the city every week because the old train is slow and the ' +
    'new road is closed.',
);
const previewParagraphs = 14;
const document = `${paragraphs.join('\n\n')}\n`;
const price = 2;

describe(`previews then pay on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend, { VERSO_FREE_PREVIEWS_PER_DAY: '2' });
    await services.startRunner();
  }, 120_000);
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  const newUser = (credits: number) =>
    services.users.create({ email: `${crypto.randomUUID()}@example.com`, credits });
  const preview = (userId: string) =>
    services.jobs.create({
      userId,
      filename: 'letters.txt',
      stream: Readable.from([Buffer.from(document)]),
      from: 'en',
      to: 'es',
      engine: 'apertium',
      preview: true,
    });
  const finished = (userId: string, jobId: string) =>
    eventually(async () => {
      const job = await services.jobs.get(userId, jobId);
      return job && (job.status === 'completed' || job.status === 'failed') ? job : undefined;
    }, 60_000);
  const resultText = async (userId: string, jobId: string) => {
    const result = await services.jobs.openResult(userId, jobId);
    if (!result) throw new Error('no result');
    return Buffer.concat(await result.stream.toArray())
      .toString('utf8')
      .trimEnd()
      .split('\n\n');
  };
  const isSpanish = (text: string) => text.includes('La casa es pequeña');

  test('the first previews of the day are free, later ones cost 2 credits, each priced for the whole document', async () => {
    const user = await newUser(10);
    const first = await preview(user.id);
    const second = await preview(user.id);
    expect(await services.credits.balance(user.id)).toBe(10);
    const third = await preview(user.id);
    expect(await services.credits.balance(user.id)).toBe(8);
    expect([first, second, third].map((job) => [job.preview, job.previewCredits, job.credits])).toEqual([
      [true, 0, price],
      [true, 0, price],
      [true, 2, price],
    ]);
    // Deleting a free preview gives no free preview back.
    await finished(user.id, first.id);
    await services.jobs.remove(user.id, first.id);
    await preview(user.id);
    expect(await services.credits.balance(user.id)).toBe(6);

    const done = await finished(user.id, second.id);
    expect(done).toMatchObject({ status: 'completed', preview: true, wordCount: 1110, credits: price });
    const text = await resultText(user.id, second.id);
    expect(text).toHaveLength(30);
    expect(text.slice(0, previewParagraphs).every(isSpanish)).toBe(true);
    expect(text.slice(previewParagraphs)).toEqual(paragraphs.slice(previewParagraphs));
  }, 120_000);

  test('previews asked for at once share the free allowance: never more free ones than the day gives', async () => {
    const user = await newUser(10);
    const jobs = await Promise.all([preview(user.id), preview(user.id), preview(user.id)]);
    expect(jobs.map((job) => job.previewCredits).sort()).toEqual([0, 0, 2]);
    expect(await services.credits.balance(user.id)).toBe(8);
    await Promise.all(jobs.map((job) => finished(user.id, job.id)));
  }, 120_000);

  test("a start with another model pays that model's price and translates everything with it", async () => {
    const user = await newUser(5);
    const job = await preview(user.id);
    await finished(user.id, job.id);
    const start = await services.jobs.start(user.id, job.id, { payWithCredits: true, model: 'identity' });
    expect(start).toMatchObject({ charged: price, job: { engine: 'identity', preview: false } });
    const done = await finished(user.id, job.id);
    // Another engine's memory scope: nothing of Apertium's preview stands in for its translations.
    expect(done.details?.memoryHits).toBe(0);
    expect(await resultText(user.id, job.id)).toEqual(paragraphs);
  }, 120_000);

  test('a preview the balance cannot pay is refused with the missing credits, and nothing is kept', async () => {
    const user = await newUser(1);
    await preview(user.id);
    await preview(user.id);
    const refused = await preview(user.id).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: 'insufficient_credits',
      details: { price: 2, balance: 1, missing: 1 },
    });
    expect(await services.jobs.list(user.id)).toHaveLength(2);
    expect(await services.credits.balance(user.id)).toBe(1);
  }, 120_000);

  test('two starts at once charge the price once, and the whole document is translated reusing the preview', async () => {
    const user = await newUser(5);
    const job = await preview(user.id);
    await finished(user.id, job.id);
    const starts = await Promise.all([
      services.jobs.start(user.id, job.id, { payWithCredits: true }),
      services.jobs.start(user.id, job.id, { payWithCredits: true }),
    ]);
    expect(starts.map((start) => start.charged).sort()).toEqual([0, price]);
    expect(await services.credits.balance(user.id)).toBe(5 - price);

    const done = await finished(user.id, job.id);
    expect(done).toMatchObject({ status: 'completed', preview: false, credits: price, wordCount: 1110 });
    // The preview's paragraphs came from memory: the engine translated only the rest.
    expect(done.details?.memoryHits).toBe(previewParagraphs);
    const text = await resultText(user.id, job.id);
    expect(text).toHaveLength(30);
    expect(text.every(isSpanish)).toBe(true);

    const again = await services.jobs.start(user.id, job.id, { payWithCredits: true });
    expect(again.charged).toBe(0);
    expect(await services.credits.balance(user.id)).toBe(5 - price);
  }, 120_000);

  test('a start the balance cannot pay is refused with the missing credits, and the preview stays', async () => {
    const user = await newUser(1);
    const job = await preview(user.id);
    await finished(user.id, job.id);
    const refused = await services.jobs
      .start(user.id, job.id, { payWithCredits: true })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: 'insufficient_credits',
      details: { price, balance: 1, missing: price - 1 },
    });
    expect(await services.jobs.get(user.id, job.id)).toMatchObject({ status: 'completed', preview: true });
    expect(await services.credits.balance(user.id)).toBe(1);
    expect((await resultText(user.id, job.id)).slice(previewParagraphs)).toEqual(
      paragraphs.slice(previewParagraphs),
    );
  }, 120_000);
});
