// What a user of the job flow gets from the translation core: the source language detected, a pivot
// named in the job's details, a glossary applied, translation memory reused, and a refusal before any
// charge when the chosen engine cannot serve the pair.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { TranslationReport } from '@verso/core';
import { corpusFile } from '@verso/core/testing/corpus';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '../testing/testServices';

describe(`translation features in document jobs on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend);
    await services.startRunner();
  });
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  const upload = (
    userId: string,
    content: string,
    request: { from: string; to: string; glossaryId?: string; engine?: string },
  ) =>
    services.jobs.create({
      userId,
      filename: 'notes.txt',
      stream: Readable.from([Buffer.from(content)]),
      ...request,
    });
  // A PDF job (MuPDF, Apertium, the rebuilt pages) takes well over 20 s on a two-core machine running
  // other suites beside it.
  const finished = (userId: string, jobId: string) =>
    eventually(async () => {
      const job = await services.jobs.get(userId, jobId);
      return job && (job.status === 'completed' || job.status === 'failed') ? job : undefined;
    }, 80_000);
  const resultText = async (userId: string, jobId: string) => {
    const result = await services.jobs.openResult(userId, jobId);
    return Buffer.concat(await result!.stream.toArray()).toString('utf8');
  };
  const reportOf = (job: { details: unknown }) => job.details as TranslationReport;

  test("a quote prices the document as the job then charges it, at the engine's rate", async () => {
    const user = await services.users.create({ email: 'quote@example.com', credits: 50 });
    const words = Array.from({ length: 1500 }, () => 'word').join(' ');
    const previous = process.env.VERSO_ENGINE_CREDITS;
    process.env.VERSO_ENGINE_CREDITS = 'apertium=3';
    try {
      const received = await services.jobs.receiveUpload(
        user.id,
        'long.txt',
        Readable.from([Buffer.from(words)]),
      );
      const quote = await services.jobs.quote(received, { from: 'en', to: 'es' });
      expect(quote).toMatchObject({ wordCount: 1500, credits: 5, balance: 50, engine: 'apertium' });
      expect(await services.credits.balance(user.id)).toBe(50);
      const job = await services.jobs.createFromUpload(received, { from: 'en', to: 'es' });
      expect(job).toMatchObject({ wordCount: 1500, credits: 5 });
      expect(await services.credits.balance(user.id)).toBe(45);
    } finally {
      if (previous === undefined) delete process.env.VERSO_ENGINE_CREDITS;
      else process.env.VERSO_ENGINE_CREDITS = previous;
    }
  });

  test('"auto" detects English, and the job says so', async () => {
    const user = await services.users.create({ email: 'auto@example.com', credits: 10 });
    const job = await upload(
      user.id,
      'The weather is very nice today and the children are playing in the garden.\n',
      {
        from: 'auto',
        to: 'es',
      },
    );
    expect(job).toMatchObject({ sourceLang: 'en', sourceDetected: true });
    const done = await finished(user.id, job.id);
    expect(done?.status).toBe('completed');
    expect(await resultText(user.id, job.id)).toContain('jardín');
  });

  test('English → Portuguese goes through Spanish with Apertium, and the details say so', async () => {
    const user = await services.users.create({ email: 'pivot@example.com', credits: 10 });
    const job = await upload(user.id, 'The house is small.\n', { from: 'en', to: 'pt' });
    const done = await finished(user.id, job.id);
    expect(done?.status).toBe('completed');
    expect(await resultText(user.id, job.id)).toMatch(/casa é pequena/i);
    expect(reportOf(done!).notes.join(' ')).toMatch(/through Spanish/);
  });

  test('a glossary decides how its terms are translated', async () => {
    const user = await services.users.create({ email: 'glossary@example.com', credits: 10 });
    const glossary = await services.glossaries.create(user.id, {
      name: 'Cars',
      terms: [
        { source: 'car', target: 'automóvil' },
        { source: 'Verso', target: 'Verso', keepAsIs: true },
      ],
    });
    const job = await upload(user.id, 'Verso sold the car.\n', {
      from: 'en',
      to: 'es',
      glossaryId: glossary.id,
    });
    const done = await finished(user.id, job.id);
    const text = await resultText(user.id, job.id);
    expect(text).toContain('automóvil');
    expect(text).toContain('Verso');
    expect(reportOf(done!).glossaryMisses).toEqual([]);
  });

  test("translation memory serves a user's repeated text in the next job", async () => {
    const user = await services.users.create({ email: 'memory@example.com', credits: 10 });
    const text = 'The dog eats bread.\n\nThe dog eats bread.\n\nThe cat sleeps.\n';
    const first = await finished(user.id, (await upload(user.id, text, { from: 'en', to: 'es' })).id);
    expect(reportOf(first!)).toMatchObject({ segments: 3, uniqueSegments: 2, memoryHits: 0 });
    const second = await finished(user.id, (await upload(user.id, text, { from: 'en', to: 'es' })).id);
    expect(reportOf(second!)).toMatchObject({ uniqueSegments: 2, memoryHits: 2 });
  });

  test('an engine that cannot serve the pair refuses the job before any charge, naming what could', async () => {
    const user = await services.users.create({ email: 'refused@example.com', credits: 10 });
    await expect(
      upload(user.id, 'Hello there.\n', { from: 'en', to: 'de', engine: 'apertium' }),
    ).rejects.toMatchObject({
      code: 'unsupported_pair',
      message: expect.stringMatching(/Apertium cannot translate English → German/),
    });
    expect(await services.credits.balance(user.id)).toBe(10);
    expect(await services.jobs.list(user.id)).toEqual([]);
  });

  test('an encrypted PDF is translated with its password, which is forgotten once the job ends', async () => {
    const user = await services.users.create({ email: 'pdf-owner@example.com', credits: 100 });
    const pdf = readFileSync(corpusFile('pdf/argos-password-samplefiles.pdf'));
    const job = await services.jobs.create({
      userId: user.id,
      filename: 'sample.pdf',
      stream: Readable.from([pdf]),
      from: 'en',
      to: 'es',
      formatOptions: { password: 'samplefiles' },
    });
    const done = await finished(user.id, job.id);
    expect(done).toMatchObject({ status: 'completed', resultFileName: 'sample.es.pdf' });
    expect(done?.formatOptions).toEqual({});
    const result = await services.jobs.openResult(user.id, job.id);
    expect(
      Buffer.concat(await result!.stream.toArray())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 90_000);

  test('a PDF job shows each page of the original and of the translation as an image', async () => {
    const user = await services.users.create({ email: 'preview@example.com', credits: 100 });
    const pdf = readFileSync(
      new URL('../../../core/src/formats/pdf/fixtures/layout-sample.pdf', import.meta.url),
    );
    const job = await services.jobs.create({
      userId: user.id,
      filename: 'survey.pdf',
      stream: Readable.from([pdf]),
      from: 'en',
      to: 'es',
    });
    expect(await finished(user.id, job.id)).toMatchObject({ status: 'completed' });
    expect(await services.jobs.preview(user.id, job.id)).toEqual({ kind: 'pages', pages: 2 });
    const png = [0x89, 0x50, 0x4e, 0x47];
    for (const side of ['original', 'translation'] as const) {
      const image = await services.jobs.previewPage(user.id, job.id, side, {
        page: 2,
        width: 400,
        format: 'png',
      });
      expect([...(image ?? Buffer.alloc(0)).subarray(0, 4)]).toEqual(png);
    }
    const stranger = await services.users.create({ email: 'stranger@example.com', credits: 1 });
    expect(await services.jobs.preview(stranger.id, job.id)).toBeNull();
    expect(
      await services.jobs.previewPage(stranger.id, job.id, 'original', {
        page: 1,
        width: 400,
        format: 'png',
      }),
    ).toBeNull();
    // A whole PDF job through the worker, then four page renders: more than the default on a busy machine.
  }, 90_000);

  test('a glossary of another user is refused before any charge', async () => {
    const owner = await services.users.create({ email: 'gowner@example.com', credits: 10 });
    const other = await services.users.create({ email: 'gother@example.com', credits: 10 });
    const glossary = await services.glossaries.create(owner.id, {
      name: 'Mine',
      terms: [{ source: 'a', target: 'b' }],
    });
    await expect(
      upload(other.id, 'Hello.\n', { from: 'en', to: 'es', glossaryId: glossary.id }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(await services.credits.balance(other.id)).toBe(10);
  });
});
