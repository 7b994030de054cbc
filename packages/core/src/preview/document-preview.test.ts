import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../testing/corpus';
import { previewDocument } from './document-preview';

const pageImages = { maxPages: 2, widthPx: 400 };
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

async function preview(relative: string) {
  return previewDocument(await readFile(corpusFile(relative)), relative, pageImages);
}

describe('document previews', () => {
  it('draws no more PDF pages than asked, each a PNG of the requested width with its text', async () => {
    const result = await preview('pdf/pypdf-pdflatex-4-pages.pdf');
    if (result.kind !== 'pages') throw new Error(`expected pages, got ${result.kind}`);
    expect(result.pages).toHaveLength(2);
    for (const page of result.pages) {
      expect(page.png.subarray(0, 4)).toEqual(pngSignature);
      expect(page.png.readUInt32BE(16)).toBe(400);
      expect(page.text.length).toBeGreaterThan(0);
    }
  });

  it('shows a text file as its text', async () => {
    const result = await preview('txt/argos-example.txt');
    expect(result).toEqual({
      kind: 'text',
      text: expect.stringContaining('Free and Open Source Machine Translation'),
    });
  });

  it('shows an e-book as the text it would translate, not its ZIP bytes', async () => {
    const result = await preview('epub/argos-example.epub');
    expect(result.kind).toBe('text');
    if (result.kind === 'text')
      expect(result.text).toContain('LibreTranslate supports per-user limit quotas');
  });
});
