// Layout over the whole document: each page's paragraphs, with the running headers and footers that
// only show when pages are compared (running-lines.ts). Used by extraction and by the tests' checks,
// so both read the same paragraphs.
import type { Paragraph } from './page-model';
import { linesInOrder, paragraphsOf } from './paragraphs';
import type { ParsedPage } from './parse-page';
import { runningLines } from './running-lines';

type PageText = Pick<ParsedPage, 'blocks' | 'bounds' | 'rules'>;

export function paragraphsOfPages(pages: readonly PageText[]): Paragraph[][] {
  const roles = runningLines(
    pages.map(({ blocks, bounds, rules }) => ({ bounds, lines: linesInOrder(blocks, rules) })),
  );
  return pages.map(({ blocks, bounds, rules }, index) => paragraphsOf(blocks, bounds, rules, roles[index]));
}
