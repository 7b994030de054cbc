// A LaTeX project archive translated as a whole: the files the main file reads are translated, each in
// its place, everything else comes back byte for byte, in an archive of the same kind and paths.
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readTar, writeTar } from '../../arxiv/tar-archive';
import { folderFiles } from '../../arxiv/testing/arxiv-double';
import { translateDocument, translatedFilename } from '../../pipeline';
import { formatForFilename } from '../registry';

const paper = folderFiles(join(import.meta.dirname, '../../arxiv/fixtures/several-files'));
const tarball = gzipSync(writeTar(paper));
const text = (files: { path: string; data: Buffer }[], path: string) =>
  files.find((file) => file.path === path)?.data.toString('utf8') ?? '';

describe('LaTeX project archives', () => {
  it('translates every .tex file the paper reads and carries the rest along', async () => {
    expect(formatForFilename('paper.tar.gz').id).toBe('latex-project');
    const result = await translateDocument({
      input: tarball,
      filename: 'paper.tar.gz',
      from: 'en',
      to: 'es',
      engine: 'apertium',
    });
    expect(result.filename).toBe('paper.es.tar.gz');
    const files = readTar(gunzipSync(result.output));
    expect(files.map((file) => file.path)).toEqual(paper.map((file) => file.path));
    // Both the main file and the section it \inputs are in Spanish; math and references are as they were.
    expect(text(files, 'sections/intro.tex')).toMatch(/Introducción/);
    const main = text(files, 'main.tex');
    const equation = text(paper, 'main.tex').match(/\\begin\{equation\}[\s\S]*?\\end\{equation\}/)?.[0];
    expect(equation).toBeTruthy();
    expect(main).toContain(equation);
    expect(main).toContain('\\bibliography{refs}');
    for (const kept of paper.filter((file) => !file.path.endsWith('.tex')))
      expect(files.find((file) => file.path === kept.path)?.data.equals(kept.data)).toBe(true);
    // A segment's id says which file it is in.
    expect(new Set(result.segments.map((segment) => segment.id.split('.')[0]))).toEqual(new Set(['1', '2']));
  }, 60_000);

  it("writes a single gzipped .tex back as one, as arXiv's single-file papers are", async () => {
    const single = gzipSync(
      Buffer.from('\\documentclass{article}\n\\begin{document}\nThe house is small.\n\\end{document}\n'),
    );
    const result = await translateDocument({
      input: single,
      filename: '2401.00001.gz',
      from: 'en',
      to: 'es',
      engine: 'apertium',
    });
    expect(gunzipSync(result.output).toString('utf8')).toContain('La casa es pequeña.');
  });

  it('refuses an archive that holds a PDF, or no LaTeX document, with a message', async () => {
    const pdf = gzipSync(Buffer.from('%PDF-1.4\n%%EOF\n'));
    await expect(
      translateDocument({ input: pdf, filename: 'paper.tar.gz', from: 'en', to: 'es', engine: 'pseudo' }),
    ).rejects.toThrow(/holds a PDF, not LaTeX source/);
    await expect(
      translateDocument({
        input: Buffer.from([1, 0, 2, 0]),
        filename: 'data.gz',
        from: 'en',
        to: 'es',
        engine: 'pseudo',
      }),
    ).rejects.toThrow('This file is neither a LaTeX project (.tar.gz) nor a gzipped .tex file.');
    const notes = gzipSync(writeTar([{ path: 'notes.tex', data: Buffer.from('Just some words.\n') }]));
    await expect(
      translateDocument({ input: notes, filename: 'notes.tgz', from: 'en', to: 'es', engine: 'pseudo' }),
    ).rejects.toThrow(/documentclass/);
  });

  it('names the translation with both of its extensions together', () => {
    expect(translatedFilename('paper.tar.gz', 'es')).toBe('paper.es.tar.gz');
    expect(translatedFilename('paper.en.tar.gz', 'es', 'en')).toBe('paper.es.tar.gz');
    expect(translatedFilename('notes.tgz', 'es')).toBe('notes.es.tgz');
  });
});
