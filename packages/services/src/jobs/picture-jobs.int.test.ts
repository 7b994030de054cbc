// A picture is priced by its pages, before any OCR: the quote counts the pages from the header (and
// reads the first only to tell its language for "auto"), the job is charged pages × the page price ×
// the engine's rate, and the words OCR finds are recorded when the job has read them; its page shows
// the pictures themselves, and a bubble corrected in the review is set again in the picture.

import { Readable } from 'node:stream';
import { scannedComicPdf } from '@verso/core/formats/comic/fixtures/scanned-comic';
import { pdfPagePictures } from '@verso/core/formats/comic/pdf-page-pictures';
import { drawSamplePage } from '@verso/core/formats/image/fixtures/draw-samples';
import { loadSharp } from '@verso/core/formats/image/load-sharp';
import { letteringOf } from '@verso/core/formats/ocr/testing/lettering-of';
import { jobs } from '@verso/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backendName, servicesDuringTests } from '../testing/testServices';
import { runJob } from './runJob';

describe(`pictures priced by the page on ${backendName}`, () => {
  let page: Buffer;
  let twoPageTiff: Buffer;
  const previousPrice = process.env.VERSO_IMAGE_CREDITS_PER_PAGE;
  beforeAll(async () => {
    page = (await drawSamplePage('flat')).png;
    const sharp = await loadSharp();
    twoPageTiff = await sharp([page, page], { join: { animated: true } })
      .tiff()
      .toBuffer();
  });
  afterAll(() => {
    if (previousPrice === undefined) delete process.env.VERSO_IMAGE_CREDITS_PER_PAGE;
    else process.env.VERSO_IMAGE_CREDITS_PER_PAGE = previousPrice;
  });
  // No runner: the test runs its job itself.
  const services = servicesDuringTests();

  const userWith = (credits: number) =>
    services().users.create({ email: `${crypto.randomUUID()}@example.com`, credits });
  const upload = async (userId: string, filename: string, bytes: Buffer) =>
    services().jobs.receiveUpload(userId, filename, Readable.from([bytes]));

  test('a two-page TIFF is quoted by its pages, and its job charged the same and counted in words once read', async () => {
    process.env.VERSO_IMAGE_CREDITS_PER_PAGE = '3';
    const user = await userWith(10);
    const quote = await services().jobs.quote(await upload(user.id, 'pages.tiff', twoPageTiff), {
      from: 'en',
      to: 'es',
    });
    expect(quote).toMatchObject({ pageCount: 2, wordCount: 0, credits: 6, balance: 10 });

    const job = await services().jobs.create({
      userId: user.id,
      filename: 'pages.tiff',
      stream: Readable.from([twoPageTiff]),
      from: 'en',
      to: 'es',
    });
    expect(job).toMatchObject({ pageCount: 2, credits: 6 });
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(4);
    await runJob({ ...services(), leaseMs: 120_000 }, job.id);
    const [done] = await services().db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(done).toMatchObject({ status: 'completed', pageCount: 2, credits: 6 });
    // Two pages of two bubbles and a caption: the words OCR read on both.
    expect(done?.wordCount).toBeGreaterThan(30);
    // Its page shows both pages, each as a picture, scaled as asked.
    expect(await services().jobs.preview(user.id, job.id)).toEqual({ kind: 'pages', pages: 2 });
    const second = await services().jobs.previewPage(user.id, job.id, 'translation', {
      page: 2,
      width: 300,
      format: 'webp',
    });
    const sharp = await loadSharp();
    expect(await sharp(second ?? Buffer.alloc(0)).metadata()).toMatchObject({ format: 'webp', width: 300 });
  }, 180_000);

  test("a bubble's text is corrected in the review and set again in the picture, with no engine and no charge", async () => {
    const user = await userWith(10);
    const job = await services().jobs.create({
      userId: user.id,
      filename: 'page.png',
      stream: Readable.from([page]),
      from: 'en',
      to: 'es',
    });
    await runJob({ ...services(), leaseMs: 120_000 }, job.id);
    const balance = await services().credits.balanceOf({ userId: user.id });
    const [first] = (await services().jobs.segments(user.id, job.id))?.segments ?? [];
    expect(first?.source).toMatch(/grandmother/);
    await services().jobs.reviseSegments(user.id, job.id, [
      { index: first?.index ?? 0, translation: 'Hola desde la revisión.' },
    ]);
    await services().jobs.regenerate(user.id, job.id);
    const result = await services().jobs.openResult(user.id, job.id);
    const png = Buffer.concat((await result?.stream.toArray()) ?? []);
    const read = await letteringOf(png, 'spa');
    expect(read).toMatch(/revisi/i);
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(balance);
  }, 180_000);

  test('a scanned comic sent as a PDF with the comic option is quoted and charged by its pages, and comes back a PDF of Spanish pages', async () => {
    process.env.VERSO_IMAGE_CREDITS_PER_PAGE = '3';
    const user = await userWith(10);
    const volume = await scannedComicPdf([
      { picture: page, size: [720, 504] },
      { picture: page, size: [720, 504] },
    ]);
    const request = { from: 'en', to: 'es', formatOptions: { comic: true } };
    const quote = await services().jobs.quote(await upload(user.id, 'volume.pdf', volume), request);
    expect(quote).toMatchObject({ pageCount: 2, wordCount: 0, credits: 6 });
    const job = await services().jobs.create({
      userId: user.id,
      filename: 'volume.pdf',
      stream: Readable.from([volume]),
      ...request,
    });
    expect(job).toMatchObject({ pageCount: 2, credits: 6 });
    await runJob({ ...services(), leaseMs: 120_000 }, job.id);
    const [done] = await services().db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(done).toMatchObject({ status: 'completed', pageCount: 2, credits: 6 });
    const result = await services().jobs.openResult(user.id, job.id);
    const pdf = Buffer.concat((await result?.stream.toArray()) ?? []);
    const pictures = await pdfPagePictures(pdf);
    expect(pictures).toHaveLength(2);
    const read = await letteringOf(pictures[1]?.data ?? Buffer.alloc(0), 'spa');
    expect(read).toMatch(/abuela/i);
  }, 180_000);

  test('a short balance is told the pages and the price, and nothing is charged', async () => {
    process.env.VERSO_IMAGE_CREDITS_PER_PAGE = '3';
    const user = await userWith(5);
    await expect(
      services().jobs.create({
        userId: user.id,
        filename: 'pages.tiff',
        stream: Readable.from([twoPageTiff]),
        from: 'en',
        to: 'es',
      }),
    ).rejects.toThrow('This file has 2 pages and needs 6 credits; your balance is 5, 1 short.');
    expect(await services().credits.balanceOf({ userId: user.id })).toBe(5);
  });

  test('"auto" reads the first page to tell its language; a picture cut short is refused at the quote', async () => {
    delete process.env.VERSO_IMAGE_CREDITS_PER_PAGE;
    const user = await userWith(10);
    const quote = await services().jobs.quote(await upload(user.id, 'page.png', page), {
      from: 'auto',
      to: 'es',
    });
    expect(quote).toMatchObject({ pageCount: 1, credits: 1, from: 'en', sourceDetected: true });

    const cut = page.subarray(0, Math.floor(page.length / 2));
    await expect(
      services().jobs.quote(await upload(user.id, 'cut.png', cut), { from: 'en', to: 'es' }),
    ).rejects.toThrow(/This PNG image is damaged or cut short/);
  });
});
