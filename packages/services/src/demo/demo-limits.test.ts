import { readFile } from 'node:fs/promises';
import { isUserFacingError } from '@verso/core';
import { corpusFile } from '@verso/core/testing/corpus';
import { describe, expect, it } from 'vitest';
import { checkDemoDocument, checkDemoSize, demoLimits } from './demo-limits';

async function refusal(check: Promise<unknown>) {
  const error = await check.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isUserFacingError(error)) throw new Error(`expected a user-facing error, got ${String(error)}`);
  return error;
}

describe('demo limits', () => {
  it('takes a file of exactly the size limit and refuses one byte more, saying how large it was', () => {
    expect(() => checkDemoSize(demoLimits.maxBytes)).not.toThrow();
    expect(() => checkDemoSize(demoLimits.maxBytes + 1)).toThrow(/up to 512 KB; this one is 513 KB/);
  });

  it('refuses a PDF with more pages than the demo translates', async () => {
    const pdf = await readFile(corpusFile('pdf/pypdf-pdflatex-4-pages.pdf'));
    const error = await refusal(checkDemoDocument(pdf, 'four-pages.pdf'));
    expect(error.code).toBe('too_large');
    expect(error.message).toContain('up to 3 pages; this one has 4');
  });

  it('refuses a text over the word limit and counts the words of one within it', async () => {
    const words = (count: number) => Buffer.from(`${'word '.repeat(count).trim()}\n`);
    await expect(checkDemoDocument(words(demoLimits.maxWords), 'notes.txt')).resolves.toEqual({
      wordCount: demoLimits.maxWords,
    });
    const error = await refusal(checkDemoDocument(words(demoLimits.maxWords + 1), 'notes.txt'));
    expect(error.message).toContain('up to 3000 words; this file has 3001');
  });

  it('gives a damaged file the same error as a job would', async () => {
    const error = await refusal(checkDemoDocument(Buffer.from('not a zip at all'), 'report.docx'));
    expect(error.code).toBe('bad_file');
  });
});
