// A blog article as the site shows it (SPEC §3), and the front matter its Markdown file starts with.
import { z } from 'zod';
import { formatPages } from '../../components/landing/format-pages';

export const blogCategories = ['PDF', 'tutorial', 'documents', 'insights', 'technology', 'scenario'] as const;
export type BlogCategory = (typeof blogCategories)[number];

export function isBlogCategory(value: unknown): value is BlogCategory {
  return blogCategories.includes(value as BlogCategory);
}

const isFormatSlug = (slug: string) => formatPages.some((page) => page.slug === slug);

const publicImage = z
  .string()
  .regex(/^\/blog\/[\w./-]+\.(png|svg|jpg|webp)$/, 'must be an image under /blog/');

/** What an article's file declares; its slug is the file name, so the two can never disagree. */
export const frontMatterSchema = z
  .object({
    title: z.string().min(1),
    desc: z.string().min(1),
    cover: publicImage.optional(),
    thumbnail: publicImage,
    publishedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
    author: z.string().min(1).optional(),
    category: z.array(z.enum(blogCategories)).min(1),
    /** Slugs of the format landing pages the article is a guide for; they link to it under "Guides". */
    formats: z
      .array(z.string().refine(isFormatSlug, 'must be a format landing page slug (pdf, docx, …)'))
      .default([]),
    type: z.literal('video').optional(),
    unlisted: z.boolean().default(false),
    /** An article published on an outside site: the list links there and the article page sends readers on. */
    externalUrl: z.string().url().startsWith('https://').optional(),
  })
  .strict();

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface Author {
  name: string;
  avatar: string;
}

/** Everything a list needs to show an article, without its body. */
export interface ArticleSummary extends Omit<FrontMatter, 'author' | 'externalUrl'> {
  slug: string;
  /** Where a reader goes: `/blog/<slug>`, or the outside site's URL. */
  href: string;
  external: boolean;
  author: Author;
}

export interface Article extends ArticleSummary {
  /** The body as sanitised HTML. */
  html: string;
}
