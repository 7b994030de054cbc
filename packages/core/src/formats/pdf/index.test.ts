import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pseudoLocalise } from '../../engines/pseudo/pseudo-localise';
import { corpusFiles, engineRoundTrip, roundTrip } from '../testing/round-trip';
import { pdfFormat } from './index';
import { loadMupdf } from './mupdf';
import { imagesListedByPoppler, pagesRenderedByPoppler, popplerText } from './testing/poppler';
import {
  insidePage,
  type Opened,
  openWithMupdf,
  overlap,
  sourceWordsLeft,
} from './testing/translated-output';

const encrypted = new Map([
  ['argos-password-samplefiles.pdf', 'samplefiles'],
  ['pypdf-libreoffice-writer-password.pdf', 'openpassword'],
]);
const corpus = corpusFiles('pdf', ['.pdf']);

describe.each(corpus.map((file) => [basename(file), file]))('PDF corpus file %s', (name, file) => {
  const password = encrypted.get(name);
  const input = readFileSync(file);
  let output: Buffer;
  let segments: string[];
  /** What MuPDF reads back from the output: parsed once for the two checks that need it. */
  let reopened: Promise<Opened> | undefined;
  const outputOpened = () => {
    reopened ??= openWithMupdf(output, password);
    return reopened;
  };

  beforeAll(async () => {
    const document = await pdfFormat.extract(input, { password });
    segments = document.segments.map((segment) => segment.text);
    output = await pdfFormat.rebuild(document, segments.map(pseudoLocalise), {
      from: 'en',
      to: 'es',
      options: { password },
    });
  }, 120_000);

  it('comes out as a PDF that MuPDF and Poppler open, with the same pages and images', async () => {
    const [before, after] = [await openWithMupdf(input, password), await outputOpened()];
    expect(after.pages).toBe(before.pages);
    expect(after.images).toBe(before.images);
    expect(pagesRenderedByPoppler(output, password)).toBe(before.pages);
    // Poppler counts the images too (`pdfimages -list`): what a second reader sees must not change.
    expect(imagesListedByPoppler(output, password)).toBe(imagesListedByPoppler(input, password));
    // The 124-page script takes half a minute on a busy machine.
  }, 90_000);

  it('has no source text left outside what is not translated (formulas, numbers, labels)', async () => {
    expect(await sourceWordsLeft(input, output, password)).toEqual([]);
  });

  it('sets the translations inside the page without one line over another', async () => {
    for (const { bounds, boxes } of (await outputOpened()).translatedLines) {
      for (const [index, box] of boxes.entries()) {
        // Left, right, top and bottom: no translated line leaves the page.
        expect(insidePage(bounds, box), `line at ${box.join(', ')}`).toBe(true);
        const clashes = boxes.slice(index + 1).filter((other) => overlap(box, other));
        expect(clashes).toEqual([]);
      }
    }
  });
});

describe('PDF translation', () => {
  const example = readFileSync(
    corpusFiles('pdf', ['.pdf']).find((file) => file.endsWith('argos-example.pdf')) ?? '',
  );

  it('translates English into Spanish with Apertium, keeping bold words bold', async () => {
    const output = await engineRoundTrip(pdfFormat, example);
    const text = popplerText(output);
    expect(text).toMatch(/Ejemplo|ejemplo/);
    expect(text).toMatch(/\bpara\b/);
    const opened = await openWithMupdf(output);
    expect(opened.pages).toBe(6);
  }, 120_000);

  it('writes a bilingual PDF: each original page beside its translation on a page twice as wide', async () => {
    const output = await roundTrip(pdfFormat, example, pseudoLocalise, { options: { bilingual: true } });
    const mupdf = await loadMupdf();
    const [before, after] = [new mupdf.PDFDocument(example), new mupdf.PDFDocument(output)];
    expect(after.countPages()).toBe(before.countPages());
    const [width, height] = (([x0, y0, x1, y1]: number[]) => [(x1 ?? 0) - (x0 ?? 0), (y1 ?? 0) - (y0 ?? 0)])(
      before.loadPage(2).getBounds(),
    );
    const wide = after.loadPage(2).getBounds();
    expect(wide[2] - wide[0]).toBeCloseTo(width * 2, 0);
    expect(wide[3] - wide[1]).toBeCloseTo(height, 0);
    const text = popplerText(output);
    expect(text).toContain('Bullet Points');
    expect(text).toContain('Ɓûļļéţ Þöîñţš');
    expect(pagesRenderedByPoppler(output)).toBe(before.countPages());
  });

  it('leaves a document untouched when nothing is translated', async () => {
    const output = await roundTrip(pdfFormat, example, (text) => text);
    expect(popplerText(output)).toBe(popplerText(example));
  });

  it('asks for the password of an encrypted PDF, refuses a wrong one and opens with the right one', async () => {
    const file = corpus.find((path) => path.endsWith('argos-password-samplefiles.pdf')) ?? '';
    const input = readFileSync(file);
    await expect(pdfFormat.extract(input, {})).rejects.toThrow(/protected by a password/);
    await expect(pdfFormat.extract(input, { password: 'nope' })).rejects.toThrow(
      /password for this PDF is wrong/,
    );
    expect((await pdfFormat.extract(input, { password: 'samplefiles' })).segments.length).toBeGreaterThan(0);
  });

  it('refuses what is not a PDF, or is damaged, with a message saying so', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    await expect(pdfFormat.extract(png, {})).rejects.toThrow(
      'This file is not a valid PDF: it is a PNG image.',
    );
    await expect(pdfFormat.extract(Buffer.from('hello'), {})).rejects.toThrow(/does not start like a PDF/);
    const truncated = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(50, 0x20)]);
    await expect(pdfFormat.extract(truncated, {})).rejects.toMatchObject({ code: 'bad_file' });
  });
});
