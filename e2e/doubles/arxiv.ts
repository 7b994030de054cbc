// The arXiv double (packages/core/src/arxiv/testing/arxiv-double.ts) on the e2e run's fixed port, the
// sites' ARXIV_URL, serving the core's fixture papers under the ids the specs name.
import { startArxivDouble } from '../../packages/core/src/arxiv/testing/arxiv-double';
import { gardenHousePaper } from '../support/arxiv-papers';
import { arxivDouble } from '../support/environment';

const { id, title, dir } = gardenHousePaper;
const double = await startArxivDouble({ [id]: { kind: 'folder', dir, title } }, arxivDouble.port);
console.log(`arXiv double on ${double.url}`);
