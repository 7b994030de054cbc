// The papers the arXiv double serves during an e2e run (e2e/doubles/arxiv.ts) and the specs name.
import { join } from 'node:path';

const fixtures = join(import.meta.dirname, '../../packages/core/src/arxiv/fixtures');

/** A LaTeX project in several files (main.tex, sections/intro.tex, a figure, a .bib) that compiles. */
export const gardenHousePaper = {
  id: '2403.00021',
  title: 'A Small House in the Garden',
  dir: join(fixtures, 'several-files'),
};
