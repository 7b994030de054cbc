// The rebuilt document must still compile: identity, pseudo-localised (accented letters, brackets)
// and a real English → Spanish translation by Apertium.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeApertiumPipelines } from '../../engines/apertium';
import { underCi } from '../../testing/ci';
import { engineRoundTrip, identityRoundTrip, pseudoRoundTrip } from '../testing/round-trip';
import { texFormat } from './index';
import { hasPdflatex, pdflatexErrors } from './testing/pdflatex';
import { texStructure } from './testing/tex-structure';

const article = readFileSync(join(import.meta.dirname, 'fixtures', 'article.tex'));
const compileTimeout = 180_000;
// LaTeX's own sample document, installed with texlive-latex-base: real prose with comments, quotes,
// dashes, special characters, lists and math.
const sample2e = '/usr/share/texlive/texmf-dist/tex/latex/base/sample2e.tex';

describe.skipIf(!hasPdflatex())('LaTeX output compiles with pdflatex', () => {
  afterAll(() => closeApertiumPipelines());

  it(
    'compiles the original fixture, so a failure below is Verso’s',
    () => {
      expect(pdflatexErrors(article)).toEqual([]);
    },
    compileTimeout,
  );

  it(
    'compiles when nothing is translated',
    async () => {
      expect(pdflatexErrors(await identityRoundTrip(texFormat, article))).toEqual([]);
    },
    compileTimeout,
  );

  it(
    'compiles when pseudo-localised',
    async () => {
      expect(pdflatexErrors(await pseudoRoundTrip(texFormat, article))).toEqual([]);
    },
    compileTimeout,
  );

  it(
    'compiles after Apertium translates it into Spanish, with math, labels and verbatim intact',
    async () => {
      const output = await engineRoundTrip(texFormat, article);
      const text = output.toString('utf8');
      expect(text).toMatch(/\\section\{Introducción\}/);
      expect(text).toMatch(/\bcasa\b/);
      expect(text).toMatch(/\bjardín\b/);
      expect(text).toMatch(/\\caption\{[^}]*casa[^}]*\}/);
      expect(text).toContain('\\author{Jane Doe \\and John Smith}');
      expect(texStructure(text).math).toEqual(texStructure(article.toString('utf8')).math);
      expect(texStructure(text).verbatim).toEqual(texStructure(article.toString('utf8')).verbatim);
      expect(pdflatexErrors(output)).toEqual([]);
    },
    compileTimeout,
  );

  it(
    'compiles the macros fixture after Apertium translates the prose arguments of its own macros',
    async () => {
      const macros = readFileSync(join(import.meta.dirname, 'fixtures', 'macros.tex'));
      expect(pdflatexErrors(macros)).toEqual([]);
      const output = await engineRoundTrip(texFormat, macros);
      expect(output.toString('utf8')).toMatch(/\\mynote\{cierra cada ventana\}/);
      expect(pdflatexErrors(output)).toEqual([]);
    },
    compileTimeout,
  );

  it.skipIf(!underCi && !existsSync(sample2e))(
    'round-trips LaTeX’s sample2e.tex byte for byte and still compiles it in Spanish',
    async () => {
      const input = readFileSync(sample2e);
      expect((await identityRoundTrip(texFormat, input)).equals(input)).toBe(true);
      const output = await engineRoundTrip(texFormat, input);
      expect(output.toString('utf8')).toMatch(/\bpárrafo\b/);
      expect(texStructure(output.toString('utf8')).comments).toEqual(
        texStructure(input.toString('utf8')).comments,
      );
      expect(pdflatexErrors(output)).toEqual([]);
    },
    compileTimeout,
  );
});
