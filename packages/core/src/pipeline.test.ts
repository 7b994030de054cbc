// Runs the real Apertium engine on the shared corpus.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Engine } from './engines/engine';
import { identityEngine } from './engines/identity';
import {
  fileExtension,
  measureDocument,
  translateDocument,
  translatedFilename,
  translateTexts,
} from './pipeline';
import { corpusFile } from './testing/corpus';

const corpusText = readFileSync(corpusFile('txt/argos-example.txt'));

describe('translateDocument', () => {
  it('translates the corpus TXT file into Spanish with Apertium', async () => {
    const progress: number[] = [];
    const result = await translateDocument({
      input: corpusText,
      filename: 'argos-example.txt',
      from: 'en',
      to: 'es',
      onProgress: ({ percent }) => {
        progress.push(percent);
      },
    });
    const spanish = result.output.toString('utf8');
    expect(result.filename).toBe('argos-example.es.txt');
    expect(result.wordCount).toBe((await measureDocument(corpusText, 'argos-example.txt')).wordCount);
    expect(spanish).toContain('Traducción');
    expect(spanish).toMatch(/\bel código abierto\b/);
    expect(spanish.split('\n\n').length).toBe(corpusText.toString('utf8').split('\n\n').length);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('reports its stages, and each batch with the segments it translated', async () => {
    const smallBatches: Engine = { ...identityEngine, maxBatchChars: 10 };
    const progress: string[] = [];
    await translateDocument({
      input: Buffer.from('One two.\n\nThree four.\n\nOne two.\n\nFive six.\n\nSeven.\n'),
      filename: 'notes.txt',
      from: 'en',
      to: 'fr',
      engine: smallBatches,
      onProgress: ({ stage, percent, segmentsDone, segmentsTotal }) => {
        progress.push(`${stage} ${percent}% ${segmentsDone}/${segmentsTotal}`);
      },
    });
    // "One two." occurs twice: translating it once finishes two segments.
    expect(progress).toEqual([
      'reading 0% 0/0',
      'translating 0% 0/5',
      'translating 22% 2/5',
      'translating 53% 3/5',
      'translating 78% 4/5',
      'translating 95% 5/5',
      'rebuilding 95% 5/5',
      'rebuilding 100% 5/5',
    ]);
  });

  it('refuses a file with no text, an unknown format, and a pair the engine lacks', async () => {
    const request = { input: Buffer.from(' \n'), filename: 'empty.txt', from: 'en', to: 'es' };
    await expect(translateDocument(request)).rejects.toThrowError(
      'empty.txt contains no text to translate: Verso read it as Plain text.',
    );
    await expect(translateDocument({ ...request, filename: 'slides.key' })).rejects.toMatchObject({
      code: 'unsupported_format',
    });
    await expect(translateDocument({ ...request, input: corpusText, to: 'de' })).rejects.toMatchObject({
      code: 'unsupported_pair',
    });
  });

  it('stops between batches when the job is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      translateDocument({
        input: corpusText,
        filename: 'a.txt',
        from: 'en',
        to: 'es',
        signal: controller.signal,
      }),
    ).rejects.toThrowError(/abort/i);
  });
});

describe('translateTexts', () => {
  it('translates texts in order with the given engine', async () => {
    const engine = { ...identityEngine, maxBatchChars: 1 };
    const { translations } = await translateTexts(['a', 'b', 'c'], { from: 'en', to: 'es', engine });
    expect(translations).toEqual(['a', 'b', 'c']);
  });
});

describe('measureDocument', () => {
  it('counts words and segments without translating', async () => {
    expect(await measureDocument(Buffer.from('The house is small.\n\n我爱你\n'), 'n.txt')).toMatchObject({
      wordCount: 6,
      segmentCount: 2,
    });
  });
});

describe('translatedFilename', () => {
  it('puts the target language before the extension, replacing the source language', () => {
    expect(translatedFilename('notes.txt', 'es')).toBe('notes.es.txt');
    expect(translatedFilename('dir/notes.en.txt', 'es', 'en')).toBe('notes.es.txt');
  });

  it("ends in the output format's extension when a format writes another one (DOC comes back as DOCX)", () => {
    expect(translatedFilename('report.doc', 'es', 'en', '.docx')).toBe('report.es.docx');
    expect(translatedFilename('report.en.DOC', 'es', 'en', '.docx')).toBe('report.es.docx');
  });

  it("keeps an archive's two extensions together, so a translated name leaves `.tar` alone", () => {
    expect(translatedFilename('2401.00001.tar.gz', 'es')).toBe('2401.00001.es.tar.gz');
    expect(fileExtension('2401.00001.tar.gz')).toBe('.tar.gz');
    expect(fileExtension('paper.TAR.GZ')).toBe('.TAR.GZ');
    expect(fileExtension('paper.gz')).toBe('.gz');
  });
});
