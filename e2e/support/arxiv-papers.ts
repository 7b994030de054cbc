// The papers the arXiv double serves during an e2e run (e2e/doubles/arxiv.ts) and the specs name.
import { join } from 'node:path';

const fixtures = join(import.meta.dirname, '../../packages/core/src/arxiv/fixtures');
const demoSamples = join(import.meta.dirname, '../../apps/web/content/demo');

/** A LaTeX project in several files (main.tex, sections/intro.tex, a figure, a .bib) that compiles. */
export const gardenHousePaper = {
  id: '2403.00021',
  title: 'A Small House in the Garden',
  dir: join(fixtures, 'several-files'),
};

/** A paper whose translation does not compile (an undefined command), with a PDF on arXiv to fall back on. */
export const brokenPaper = {
  id: '2403.00022',
  title: 'An Open Window',
  dir: join(fixtures, 'broken'),
  pdf: join(fixtures, 'pdf-only.pdf'),
};

/** The sample paper written for the arXiv demo: the sites' DEMO_ARXIV_ID, so /demo/arxiv fetches it from the double. */
export const demoPaper = {
  id: '2411.00042',
  title: 'Quiet Rooms: How People Read in a Public Library',
  dir: join(demoSamples, 'library-paper'),
};
