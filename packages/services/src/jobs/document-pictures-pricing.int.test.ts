// A document whose pictures' lettering is translated too (translateImages) is priced for its words and
// for each picture at the picture page price (VERSO_IMAGE_CREDITS_PER_PAGE × the engine's rate), counted
// before any OCR: the quote says it, the job is charged it, and a failed job gives all of it back.
import { Readable } from 'node:stream';
import { inlinePicture, sampleDocx } from '@verso/core/formats/docx/sample-package';
import { letteredPicture } from '@verso/core/formats/office-package/testing/lettered-picture';
import { files, jobs } from '@verso/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backendName, servicesDuringTests } from '../testing/testServices';
import { runJob } from './runJob';

describe(`documents with translated pictures priced per picture on ${backendName}`, () => {
  let docx: Buffer;
  const previousPrice = process.env.VERSO_IMAGE_CREDITS_PER_PAGE;
  beforeAll(async () => {
    process.env.VERSO_IMAGE_CREDITS_PER_PAGE = '3';
    const picture = await letteredPicture();
    docx = await sampleDocx({
      body: `<w:p><w:r><w:t>The house is small.</w:t></w:r></w:p>${inlinePicture('rId9', 5486400, 3840480)}${inlinePicture('rId10', 5486400, 3840480)}`,
      pictures: [
        { name: 'word/media/image1.png', data: picture, contentType: 'image/png', id: 'rId9' },
        { name: 'word/media/image2.png', data: picture, contentType: 'image/png', id: 'rId10' },
      ],
    });
  });
  afterAll(() => {
    if (previousPrice === undefined) delete process.env.VERSO_IMAGE_CREDITS_PER_PAGE;
    else process.env.VERSO_IMAGE_CREDITS_PER_PAGE = previousPrice;
  });
  // No runner: the test runs its jobs itself.
  const services = servicesDuringTests();

  const userWith = (credits: number) =>
    services().users.create({ email: `${crypto.randomUUID()}@example.com`, credits });
  const withPictures = { from: 'en', to: 'es', formatOptions: { translateImages: true } };
  const create = (userId: string) =>
    services().jobs.create({
      userId,
      filename: 'letter.docx',
      stream: Readable.from([docx]),
      ...withPictures,
    });

  test('the quote counts the two pictures at the page price on top of the words, and says so', async () => {
    const user = await userWith(20);
    const upload = () => services().jobs.receiveUpload(user.id, 'letter.docx', Readable.from([docx]));
    const textOnly = await services().jobs.quote(await upload(), { from: 'en', to: 'es' });
    expect(textOnly).toMatchObject({ wordCount: 4, credits: 1 });
    expect(textOnly.pictureCount).toBeUndefined();
    const quote = await services().jobs.quote(await upload(), withPictures);
    expect(quote).toMatchObject({ wordCount: 4, pictureCount: 2, credits: 1 + 2 * 3, balance: 20 });
  });

  test('the job is charged the same, keeps its count, and translates its pictures', async () => {
    const user = await userWith(20);
    const job = await create(user.id);
    expect(job).toMatchObject({ wordCount: 4, pictureCount: 2, credits: 7 });
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(13);
    await runJob({ ...services(), leaseMs: 120_000 }, job.id);
    const [done] = await services().db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(done).toMatchObject({ status: 'completed', pictureCount: 2, credits: 7 });
    const segments = (await services().jobs.segments(user.id, job.id))?.segments ?? [];
    expect(segments.map((segment) => segment.source).join(' ')).toMatch(/grandmother/);
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(13);
  }, 180_000);

  test("a preview started with another model pays that model's price for the words and the pictures", async () => {
    const user = await userWith(20);
    const job = await services().jobs.create({
      userId: user.id,
      filename: 'letter.docx',
      stream: Readable.from([docx]),
      ...withPictures,
      preview: true,
    });
    expect(job).toMatchObject({ preview: true, pictureCount: 2, credits: 7 });
    await runJob({ ...services(), leaseMs: 120_000 }, job.id);
    const before = await services().credits.balanceOf({ userId: user.id });
    const start = await services().jobs.start(user.id, job.id, { payWithCredits: true, model: 'identity' });
    expect(start).toMatchObject({ charged: 1 + 2 * 3, job: { engine: 'identity', pictureCount: 2 } });
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(before - 7);
  }, 180_000);

  test('a short balance is told the words, the pictures and the price, and nothing is charged', async () => {
    const user = await userWith(5);
    await expect(create(user.id)).rejects.toThrow(
      'This document has 4 words and 2 pictures to letter and needs 7 credits; your balance is 5, 2 short.',
    );
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(5);
  });

  test('a job that fails gives back the whole price, its pictures included', async () => {
    const user = await userWith(20);
    const job = await create(user.id);
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(13);
    // The stored upload is damaged after the charge, so the run cannot read it.
    const [row] = await services().db.select().from(jobs).where(eq(jobs.id, job.id));
    const [file] = await services()
      .db.select()
      .from(files)
      .where(eq(files.id, row?.sourceFileId ?? ''));
    await services().storage.write(file?.storageKey ?? '', Readable.from([Buffer.from('not a docx')]), 1000);
    await runJob({ ...services(), leaseMs: 120_000 }, job.id);
    const [failed] = await services().db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(failed?.status).toBe('failed');
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(20);
  }, 60_000);
});
