// Reviewing a finished job: its segments kept, searched and filtered, revised (placeholders guarded),
// its file written again from the revisions with no engine and no charge, and the revisions reused by
// the next job through translation memory.
import { Readable } from 'node:stream';
import { jobSegments } from '@verso/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '../testing/testServices';

const page = [
  '<h1>The kitchen</h1>',
  '<p>The dog eats <b>bread</b> in the kitchen.</p>',
  '<p>The house is small.</p>',
  '<p>2024</p>', // no words: not a segment
  '<p>The garden is green.</p>',
].join('\n');

describe(`job review on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend);
    await services.startRunner();
  }, 120_000);
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  const someone = () =>
    services.users.create({ email: `reviewer-${crypto.randomUUID()}@example.com`, credits: 100 });

  async function finishedJob(userId: string, content: string, glossaryId?: string) {
    const job = await services.jobs.create({
      userId,
      filename: 'page.html',
      stream: Readable.from([Buffer.from(content)]),
      from: 'en',
      to: 'es',
      engine: 'pseudo',
      glossaryId,
    });
    return eventually(async () => {
      const found = await services.jobs.get(userId, job.id);
      return found?.status === 'completed' ? found : undefined;
    });
  }

  async function resultText(userId: string, jobId: string) {
    const result = await services.jobs.openResult(userId, jobId);
    if (!result) throw new Error('no result');
    return Buffer.concat(await result.stream.toArray()).toString('utf8');
  }

  test('a finished job keeps its segments, found by search and the three filters', async () => {
    const user = await someone();
    const glossary = await services.glossaries.create(user.id, {
      name: 'kitchen words',
      terms: [{ source: 'kitchen', target: 'cocina' }],
    });
    const job = await finishedJob(user.id, page, glossary.id);

    const all = await services.jobs.segments(user.id, job.id);
    expect(all?.total).toBe(4);
    expect(all?.segments[1]).toMatchObject({
      index: 1,
      source: 'The dog eats <g1>bread</g1> in the kitchen.',
      revision: null,
      glossaryHints: [{ source: 'kitchen', target: 'cocina' }],
    });
    expect(all?.segments[1]?.translation).toMatch(/<g1>.+<\/g1>/);

    const search = await services.jobs.segments(user.id, job.id, { search: 'HOUSE' });
    expect(search?.segments.map((segment) => segment.source)).toEqual(['The house is small.']);
    const glossaryHits = await services.jobs.segments(user.id, job.id, { filter: 'glossary' });
    expect(glossaryHits?.segments.map((segment) => segment.index)).toEqual([0, 1]);
    const untranslated = await services.jobs.segments(user.id, job.id, { filter: 'untranslated' });
    expect(untranslated?.segments.map((segment) => segment.index)).toEqual([]);
    expect((await services.jobs.segments(user.id, job.id, { filter: 'changed' }))?.total).toBe(0);

    await services.jobs.reviseSegments(user.id, job.id, [{ index: 2, translation: 'The house is small.' }]);
    const unchanged = await services.jobs.segments(user.id, job.id, { filter: 'untranslated' });
    expect(unchanged?.segments.map((segment) => segment.index)).toEqual([2]);
  });

  test('an edit that breaks a placeholder is refused with what is wrong, and nothing of its request is kept', async () => {
    const user = await someone();
    const job = await finishedJob(user.id, page);
    const revise = services.jobs.reviseSegments(user.id, job.id, [
      { index: 2, translation: 'La casa es pequeña.' },
      { index: 1, translation: 'El perro come pan en la cocina.' },
    ]);
    await expect(revise).rejects.toThrowError(
      'Segment 2 must keep the formatting marks of its source (<g1> is missing; </g1> is missing). Put them back and save again.',
    );
    expect((await services.jobs.segments(user.id, job.id, { filter: 'changed' }))?.total).toBe(0);
  });

  test('revisions are written into a new file with no engine and no charge; the old file is replaced', async () => {
    const user = await someone();
    const job = await finishedJob(user.id, page);
    const before = await resultText(user.id, job.id);
    const balance = await services.credits.balance(user.id);

    expect(
      await services.jobs.reviseSegments(user.id, job.id, [
        { index: 1, translation: 'El perro come <g1>pan</g1> en la cocina.' },
        { index: 2, translation: 'La casa es pequeña.' },
      ]),
    ).toBe(2);
    // Until it is regenerated, the download is the engine's translation.
    expect(await resultText(user.id, job.id)).toBe(before);
    const changed = await services.jobs.segments(user.id, job.id, { filter: 'changed' });
    expect(changed?.segments.map((segment) => segment.revision)).toEqual([
      'El perro come <g1>pan</g1> en la cocina.',
      'La casa es pequeña.',
    ]);

    const regenerated = await services.jobs.regenerate(user.id, job.id);
    expect(regenerated?.resultFileName).toBe('page.es.html');
    const after = await resultText(user.id, job.id);
    expect(after).toContain('<p>El perro come <b>pan</b> en la cocina.</p>');
    expect(after).toContain('<p>La casa es pequeña.</p>');
    expect(after).not.toContain('The house');
    expect(await services.credits.balance(user.id)).toBe(balance);
  });

  test('texts by source and revisions keyed by source text, unknown keys listed', async () => {
    const user = await someone();
    const job = await finishedJob(user.id, page);
    const answer = await services.jobs.reviseTexts(user.id, job.id, {
      'The house is small.': 'La casa es pequeña.',
      'A sentence this document does not have.': 'Nada.',
    });
    expect(answer).toEqual({ updated: 1, ignoredKeys: ['A sentence this document does not have.'] });
    const texts = await services.jobs.texts(user.id, job.id);
    expect(texts?.revisedTexts).toEqual({ 'The house is small.': 'La casa es pequeña.' });
    expect(texts?.texts['The house is small.']).toBe('La casa es pequeña.');
    expect(Object.keys(texts?.texts ?? {})).toHaveLength(4);
  });

  test('a revision is reused by the next job with the same sentence, through translation memory', async () => {
    const user = await someone();
    const first = await finishedJob(user.id, page);
    await services.jobs.reviseSegments(user.id, first.id, [{ index: 3, translation: 'El jardín es verde.' }]);
    const second = await finishedJob(user.id, '<p>The garden is green.</p>\n<p>The sky is blue.</p>');
    const text = await resultText(user.id, second.id);
    expect(text).toContain('<p>El jardín es verde.</p>');
    expect(text).not.toContain('garden');
  });

  test("another user's job answers as a missing one, and a deleted job takes its segments along", async () => {
    const owner = await someone();
    const other = await someone();
    const job = await finishedJob(owner.id, page);
    expect(await services.jobs.segments(other.id, job.id)).toBeNull();
    expect(await services.jobs.texts(other.id, job.id)).toBeNull();
    expect(
      await services.jobs.reviseSegments(other.id, job.id, [{ index: 2, translation: 'Mía.' }]),
    ).toBeNull();
    expect(await services.jobs.regenerate(other.id, job.id)).toBeNull();

    await services.jobs.remove(owner.id, job.id);
    expect(await services.db.select().from(jobSegments).where(eq(jobSegments.jobId, job.id))).toEqual([]);
  });

  test('the retention sweep deletes the segments with the files', async () => {
    const user = await someone();
    const job = await finishedJob(user.id, page);
    await services.expireStoredFiles(new Date(Date.now() + 400 * 24 * 3_600_000));
    expect(await services.db.select().from(jobSegments).where(eq(jobSegments.jobId, job.id))).toEqual([]);
    expect(await services.jobs.segments(user.id, job.id)).toBeNull();
  });
});
