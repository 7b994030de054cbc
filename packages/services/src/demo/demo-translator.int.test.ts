// The demo on real samples, with the real offline engine (Apertium), LibreOffice and MuPDF.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { measureDocument } from '@verso/core';
import { describe, expect, it } from 'vitest';
import { type DemoResult, demoTranslator } from './demo-translator';

const samples = resolve(import.meta.dirname, '../../../../apps/web/content/demo');
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

async function translateSample(file: string): Promise<DemoResult> {
  const input = await readFile(join(samples, file));
  return demoTranslator.translate({ input, filename: file, from: 'en', to: 'es' });
}

/** The pages' text, as drawn on them. */
function expectPageImages(preview: DemoResult['original']): string {
  if (preview.kind !== 'pages') throw new Error(`expected page images, got ${preview.kind}`);
  expect(preview.pages.length).toBeGreaterThan(0);
  for (const page of preview.pages) expect(page.png.subarray(0, 4)).toEqual(pngSignature);
  return preview.pages.map((page) => page.text).join(' ');
}

/** The translated file's text as the core reads it back, to look for Spanish in it. */
async function textOf(result: DemoResult): Promise<string> {
  return (await measureDocument(result.output, result.filename)).languageSample;
}

describe('demo translator', () => {
  it('translates the PDF sample into Spanish and draws both versions as pages', async () => {
    const result = await translateSample('city-library.pdf');
    expect(result.filename).toBe('city-library.es.pdf');
    expect(expectPageImages(result.original)).toContain('city library');
    expect(expectPageImages(result.translated)).toMatch(/biblioteca/i);
    expect(await textOf(result)).toMatch(/biblioteca/i);
  }, 120_000);

  it('translates the DOCX sample into Spanish and draws both versions as pages through LibreOffice', async () => {
    const result = await translateSample('sample-document.docx');
    expect(result.filename).toBe('sample-document.es.docx');
    expect(expectPageImages(result.original)).toContain('Sample Document');
    expect(expectPageImages(result.translated)).toMatch(/documento/i);
    expect(await textOf(result)).toMatch(/documento/i);
  }, 120_000);

  it('shows a text format as its text, translated', async () => {
    const result = await translateSample('welcome.txt');
    expect(result.original).toEqual({ kind: 'text', text: expect.stringContaining('city library') });
    expect(result.translated).toEqual({ kind: 'text', text: expect.stringContaining('biblioteca') });
  }, 60_000);
});
