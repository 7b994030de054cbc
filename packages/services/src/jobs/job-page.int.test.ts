// What the job page offers of a finished job: a preview for every format (office documents as page
// images, text formats as text beside text), the original as uploaded, and a re-run of the same
// document with another engine, priced first and with files of its own.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { corpusFile } from '@verso/core/testing/corpus';
import { describe, expect, test } from 'vitest';
import { backendName, servicesDuringTests } from '../testing/testServices';
import { runJob } from './runJob';

const story = 'The house is small.\n\nThe dog sleeps.\n';

describe(`the job page's services on ${backendName}`, () => {
  const services = servicesDuringTests();

  const finishedJob = async (userId: string, filename: string, content: Buffer, engine = 'pseudo') => {
    const job = await services().jobs.create({
      userId,
      filename,
      stream: Readable.from([content]),
      from: 'en',
      to: 'es',
      engine,
    });
    await runJob(
      {
        db: services().db,
        storage: services().storage,
        credits: services().credits,
        glossaries: services().glossaries,
        memory: services().memory,
        leaseMs: services().config.jobLeaseMs,
      },
      job.id,
    );
    return job;
  };
  const read = async (opened: { stream: Readable } | null) =>
    opened ? Buffer.concat(await opened.stream.toArray()) : null;

  test('a text job shows its original and its translation as text, and hands out the original', async () => {
    const user = await services().users.create({ email: 'text-preview@example.com', credits: 10 });
    const job = await finishedJob(user.id, 'story.txt', Buffer.from(story));
    const preview = await services().jobs.preview(user.id, job.id);
    expect(preview).toMatchObject({ kind: 'text', original: story, truncated: false });
    expect(preview?.kind === 'text' && preview.translation).toMatch(/Ţĥé ĥöûšé îš šɱåļļ/);
    expect((await read(await services().jobs.openFile(user.id, job.id, 'original')))?.toString()).toBe(story);

    const stranger = await services().users.create({ email: 'text-preview-stranger@example.com' });
    expect(await services().jobs.preview(stranger.id, job.id)).toBeNull();
    expect(await services().jobs.openFile(stranger.id, job.id, 'original')).toBeNull();
  });

  test("a DOCX job shows both documents' pages, printed by LibreOffice once", async () => {
    const user = await services().users.create({ email: 'docx-preview@example.com', credits: 10 });
    const docx = readFileSync(corpusFile('docx/argos-example.docx'));
    const job = await finishedJob(user.id, 'argos.docx', docx);
    const preview = await services().jobs.preview(user.id, job.id);
    expect(preview).toMatchObject({ kind: 'pages' });
    expect(preview?.kind === 'pages' && preview.pages).toBeGreaterThan(0);
    for (const side of ['original', 'translation'] as const) {
      const image = await services().jobs.previewPage(user.id, job.id, side, {
        page: 1,
        width: 300,
        format: 'png',
      });
      expect([...(image ?? Buffer.alloc(0)).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    // LibreOffice takes 1–3 s a print on a quiet machine and over 30 s on a loaded one.
  }, 300_000);

  test('a re-run with another engine is quoted, then becomes a job of its own', async () => {
    const user = await services().users.create({ email: 'rerun@example.com', credits: 10 });
    const first = await finishedJob(user.id, 'story.txt', Buffer.from(story));
    const settings = { from: 'en', to: 'es', engine: 'identity' };
    const quote = await services().jobs.quoteRerun(user.id, first.id, settings);
    expect(quote).toMatchObject({ wordCount: 7, credits: 1, balance: 9, engine: 'identity' });
    expect(await services().credits.balance(user.id)).toBe(9);

    const second = await services().jobs.rerun(user.id, first.id, settings);
    expect(second).toMatchObject({ fileName: 'story.txt', engine: 'identity', status: 'queued' });
    expect(await services().credits.balance(user.id)).toBe(8);
    // Deleting the first job leaves the second's document whole.
    await services().jobs.remove(user.id, first.id);
    expect((await read(await services().jobs.openFile(user.id, second.id, 'original')))?.toString()).toBe(
      story,
    );

    const stranger = await services().users.create({ email: 'rerun-stranger@example.com', credits: 10 });
    await expect(services().jobs.rerun(stranger.id, second.id, settings)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
