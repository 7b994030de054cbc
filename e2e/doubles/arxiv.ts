// The arXiv double (packages/core/src/arxiv/testing/arxiv-double.ts) on the e2e run's fixed port, the
// sites' ARXIV_URL, serving the core's fixture papers under the ids the specs name, and the demo's sample
// paper under the sites' DEMO_ARXIV_ID.
import { startArxivDouble } from '../../packages/core/src/arxiv/testing/arxiv-double';
import { brokenPaper, demoPaper, gardenHousePaper } from '../support/arxiv-papers';
import { arxivDouble } from '../support/environment';

const served = {
  ...Object.fromEntries(
    [gardenHousePaper, demoPaper].map(({ id, title, dir }) => [id, { kind: 'folder' as const, dir, title }]),
  ),
  [brokenPaper.id]: { kind: 'folder' as const, ...brokenPaper },
};
const double = await startArxivDouble(served, arxivDouble.port);
console.log(`arXiv double on ${double.url}`);
