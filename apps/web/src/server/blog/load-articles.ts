// Reads a platform's articles from `content/blog/<platform>/<slug>.md`, newest first. A file with bad
// front matter stops the site with its name and the field, rather than showing a broken card.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Platform } from '@verso/services';
import { type Article, frontMatterSchema } from './article';
import { authorOf } from './authors';
import { renderMarkdown } from './render-markdown';

/** `next start` runs in apps/web, where the content folder is. */
export const defaultContentRoot = join(process.cwd(), 'content', 'blog');

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function readArticle(file: string, slug: string, platform: Platform): Article {
  const { frontMatter, html } = renderMarkdown(readFileSync(file, 'utf8'));
  const parsed = frontMatterSchema.safeParse(frontMatter);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Blog article ${file} has bad front matter: ${problems.join('; ')}`);
  }
  const { author, externalUrl, ...fields } = parsed.data;
  return {
    ...fields,
    slug,
    href: externalUrl ?? `/blog/${slug}`,
    external: externalUrl !== undefined,
    author: authorOf(author, platform),
    html,
  };
}

/** Newest first; articles of the same day in slug order, so every list is stable. */
export function byNewest(a: { publishedAt: string; slug: string }, b: { publishedAt: string; slug: string }) {
  return b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug);
}

export function loadArticles(platform: Platform, contentRoot = defaultContentRoot): Article[] {
  // Without the content folder itself the site runs from the wrong place: say so rather than show no blog.
  if (!existsSync(contentRoot)) throw new Error(`The blog's content folder ${contentRoot} does not exist`);
  const folder = join(contentRoot, platform);
  // A platform without a folder has no blog, which is a valid state (its /blog shows that).
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const slug = name.slice(0, -'.md'.length);
      if (!slugPattern.test(slug))
        throw new Error(`Blog article ${name}: a file name must be a lowercase-dashed slug`);
      return readArticle(join(folder, name), slug, platform);
    })
    .sort(byNewest);
}
