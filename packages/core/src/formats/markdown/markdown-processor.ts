// CommonMark with the extensions people write READMEs and docs in: GFM (tables, strikethrough,
// autolinks, footnotes), YAML or TOML front matter and `$math$`.
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkFrontmatter, ['yaml', 'toml'])
  .use(remarkMath);

/** The tree as remark makes it, positions as micromark gives them. */
export function parseMarkdownTree(text: string): Root {
  return processor.parse(text);
}
