// An article's Markdown body to HTML that is safe to put in a page: raw HTML in the source is dropped
// and rehype-sanitize (GitHub's rules) removes anything a script could hide in, such as javascript: links.
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';

const markdownToHtml = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeStringify);

export interface ParsedMarkdown {
  /** The YAML front matter, parsed but not yet checked. */
  frontMatter: unknown;
  html: string;
}

export function renderMarkdown(source: string): ParsedMarkdown {
  const tree = markdownToHtml.parse(source);
  const [first] = tree.children;
  const frontMatter = first?.type === 'yaml' ? parseYaml(first.value) : {};
  const html = markdownToHtml.stringify(markdownToHtml.runSync(tree));
  return { frontMatter, html };
}
