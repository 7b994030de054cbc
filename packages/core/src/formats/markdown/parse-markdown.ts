// CommonMark with the extensions people write READMEs and docs in: GFM (tables, strikethrough,
// autolinks, footnotes), YAML or TOML front matter and `$math$`.
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { refuseHostileNesting } from './hostile-input';
import { restorePositions } from './restore-positions';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkFrontmatter, ['yaml', 'toml'])
  .use(remarkMath);

export function parseMarkdown(text: string): Root {
  refuseHostileNesting(text);
  const tree = processor.parse(text);
  restorePositions(tree, text);
  return tree;
}
