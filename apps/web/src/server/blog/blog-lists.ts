// The lists the blog shows, as pure functions over a platform's articles (SPEC §4, §5, §9): pages of 6,
// batches of 8 for the infinite list, 3 related articles. Unlisted articles appear in none of them.
import type { Article, ArticleSummary, BlogCategory } from './article';

export const blogPageSize = 6;
export const blogBatchSize = 8;
export const relatedCount = 3;

export function summarize({ html: _body, ...summary }: Article): ArticleSummary {
  return summary;
}

export function listedArticles(articles: readonly Article[], category?: BlogCategory): ArticleSummary[] {
  return articles
    .filter((article) => !article.unlisted && (!category || article.category.includes(category)))
    .map(summarize);
}

/** The listed articles that are guides for a format's landing page (`formats` in their front matter). */
export function formatGuides(articles: readonly Article[], formatSlug: string): ArticleSummary[] {
  return listedArticles(articles).filter((article) => article.formats.includes(formatSlug));
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / blogPageSize));
}

/** SPEC §5: a page number that is not a number, is zero or is past the last page means page 1. */
export function validPageNumber(requested: string | string[] | undefined, total: number): number {
  const page = typeof requested === 'string' && /^\d+$/.test(requested) ? Number(requested) : 0;
  return page >= 1 && page <= pageCount(total) ? page : 1;
}

export interface BlogPage {
  articles: ArticleSummary[];
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function blogPage(
  listed: readonly ArticleSummary[],
  requested: string | string[] | undefined,
): BlogPage {
  const page = validPageNumber(requested, listed.length);
  const count = pageCount(listed.length);
  const start = (page - 1) * blogPageSize;
  return {
    articles: listed.slice(start, start + blogPageSize),
    page,
    pageCount: count,
    hasPrevious: page > 1,
    hasNext: page < count,
  };
}

export interface BlogBatch {
  items: ArticleSummary[];
  /** Where the next batch starts; the list is exhausted once a batch comes back empty or short. */
  nextCursor: number | null;
}

export function blogBatch(listed: readonly ArticleSummary[], cursor: number): BlogBatch {
  const items = listed.slice(cursor, cursor + blogBatchSize);
  return { items, nextCursor: items.length < blogBatchSize ? null : cursor + items.length };
}

/** A small seeded generator (mulberry32), so the same slug always gives the same order. */
function seededRandom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 0x5bd1e995) + 0x6b43a9b5) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Three other listed articles in an order seeded by the slug: the same page always shows the same three. */
export function relatedArticles(listed: readonly ArticleSummary[], slug: string): ArticleSummary[] {
  const random = seededRandom(slug);
  const others = listed.filter((article) => article.slug !== slug);
  // Fisher–Yates, driven by the seeded generator.
  for (let i = others.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [others[i], others[j]] = [others[j] as ArticleSummary, others[i] as ArticleSummary];
  }
  return others.slice(0, relatedCount);
}
