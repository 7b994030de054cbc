import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { measureDocument, type TranslatedDocument, translateDocument } from '../../pipeline';
import { drawSamplePage } from './fixtures/draw-samples';

describe('a picture translated like any document', () => {
  let gif: Buffer;
  let translated: TranslatedDocument;
  beforeAll(async () => {
    const { png } = await drawSamplePage('flat');
    const blank = await sharp(png).negate({ alpha: false }).png().toBuffer();
    gif = await sharp([png, blank], { join: { animated: true } })
      .gif()
      .toBuffer();
    translated = await translateDocument({
      input: gif,
      filename: 'page.gif',
      from: 'en',
      to: 'es',
      engine: apertiumEngine,
    });
  }, 60_000);

  it('comes back a still GIF of the same size, in Spanish, saying only its first frame was translated', async () => {
    expect(translated.filename).toBe('page.es.gif');
    const metadata = await sharp(translated.output).metadata();
    expect(metadata).toMatchObject({ format: 'gif', width: 1000, height: 700 });
    expect(translated.segments.map((segment) => segment.translation).join(' ')).toMatch(/abuela/);
    expect(translated.report.notes.join(' ')).toMatch(/animated \(2 frames\): only its first frame/);
  });

  it('is measured for a quote by the pages a job would translate, its words left to the job', async () => {
    const { png } = await drawSamplePage('flat');
    const tiff = await sharp([png, png, png], { join: { animated: true } })
      .tiff()
      .toBuffer();
    expect(await measureDocument(tiff, 'scan.tiff', {}, false, 'en')).toMatchObject({
      pageCount: 3,
      wordCount: 0,
    });
    // An animation is translated by its first frame: one page.
    expect(await measureDocument(gif, 'strip.gif', {}, false, 'en')).toMatchObject({ pageCount: 1 });
    // For "auto", the first page is read to tell its language.
    const auto = await measureDocument(png, 'page.png', {}, false, 'auto');
    expect(auto.languageSample).toContain('grandmother');
  }, 30_000);
});
