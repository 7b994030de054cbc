// parse5 builds trees of any depth, but walking one a hundred thousand elements deep would overflow
// the stack. Real pages stay far below this limit.
import { UserFacingError } from '../../errors';
import type { HtmlNode } from './html-elements';

const maxDepth = 400;

export function refuseDeepNesting(node: HtmlNode, depth: number): void {
  if (depth <= maxDepth) return;
  const line = node.sourceCodeLocation?.startLine;
  const where = line ? ` at line ${line}` : '';
  throw new UserFacingError(
    'bad_file',
    `This HTML file nests elements more than ${maxDepth} deep${where}, too deep to translate safely.`,
    { line },
  );
}
