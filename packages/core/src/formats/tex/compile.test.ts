// The rebuilt document must still compile: identity, pseudo-localised (accented letters, brackets)
// and a real English → Spanish translation by Apertium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeApertiumPipelines } from '../../engines/apertium';
import { engineRoundTrip, identityRoundTrip, pseudoRoundTrip } from '../testing/round-trip';
import { texFormat } from './index';
import { hasPdflatex, pdflatexErrors } from './testing/pdflatex';
import { texStructure } from './testing/tex-structure';

const article = readFileSync(join(import.meta.dirname, 'fixtures', 'article.tex'));
const compileTimeout = 180_000;

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
});
