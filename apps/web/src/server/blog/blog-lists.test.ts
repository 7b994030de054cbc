// The blog's lists as a reader meets them: pages of 6 with SPEC §5's page-number rules, batches of 8
// that end on a short batch, related articles that stay put, and unlisted articles nowhere in a list.
import { describe, expect, it } from 'vitest';
import type { Article } from './article';
import {
  blogBatch,
  blogPage,
  formatGuides,
  listedArticles,
  relatedArticles,
  validPageNumber,
} from './blog-lists';
import { byNewest } from './load-articles';

function article(index: number, overrides: Partial<Article> = {}): Article {
  const day = String(1 + (index % 28)).padStart(2, '0');
  const month = String(1 + Math.floor(index / 28)).padStart(2, '0');
  return {
    slug: `article-${index}`,
    title: `Article ${index}`,
    desc: 'About something',
    thumbnail: '/blog/x.png',
    publishedAt: `2026-${month}-${day}`,
    category: ['tutorial'],
    formats: [],
    unlisted: false,
    href: `/blog/article-${index}`,
    external: false,
    author: { name: 'Someone', avatar: '/blog/authors/someone.png' },
    html: '<p>Body</p>',
    ...overrides,
  };
}

const articles = Array.from({ length: 15 }, (_, index) => article(index)).sort(byNewest);
const listed = listedArticles(articles);

describe('blog pages', () => {
  it('shows six articles a page, newest first, with previous and next flags', () => {
    const first = blogPage(listed, undefined);
    expect(first.articles.map((a) => a.slug)).toEqual([14, 13, 12, 11, 10, 9].map((i) => `article-${i}`));
    expect(first).toMatchObject({ page: 1, pageCount: 3, hasPrevious: false, hasNext: true });
    const last = blogPage(listed, '3');
    expect(last.articles.map((a) => a.slug)).toEqual(['article-2', 'article-1', 'article-0']);
    expect(last).toMatchObject({ page: 3, hasPrevious: true, hasNext: false });
  });

  it.each([
    ['abc', 'not a number'],
    ['0', 'zero'],
    ['4', 'past the last page'],
    ['-1', 'negative'],
    ['1.5', 'not a whole number'],
    ['', 'empty'],
  ])('sends page "%s" (%s) to page 1', (requested) => {
    expect(validPageNumber(requested, listed.length)).toBe(1);
  });

  it('keeps a valid page and ignores a repeated parameter', () => {
    expect(validPageNumber('2', listed.length)).toBe(2);
    expect(validPageNumber(['2', '3'], listed.length)).toBe(1);
  });

  it('has one empty page when there are no articles', () => {
    expect(blogPage([], '1')).toMatchObject({ articles: [], page: 1, pageCount: 1, hasNext: false });
  });
});

describe('blog batches', () => {
  it('loads eight at a time and stops after a short batch', () => {
    const first = blogBatch(listed, 0);
    expect(first.items).toHaveLength(8);
    expect(first.items[0]?.slug).toBe('article-14');
    expect(first.nextCursor).toBe(8);
    const second = blogBatch(listed, 8);
    expect(second.items.map((a) => a.slug)).toEqual(listed.slice(8).map((a) => a.slug));
    expect(second.nextCursor).toBeNull();
  });

  it('ends with an empty batch when the articles fill whole batches', () => {
    const sixteen = listedArticles(Array.from({ length: 16 }, (_, index) => article(index)));
    expect(blogBatch(sixteen, 8).nextCursor).toBe(16);
    expect(blogBatch(sixteen, 16)).toEqual({ items: [], nextCursor: null });
  });
});

describe('related articles', () => {
  it('gives three other articles, the same three every time for one slug', () => {
    const related = relatedArticles(listed, 'article-5');
    expect(related).toHaveLength(3);
    expect(related.map((a) => a.slug)).not.toContain('article-5');
    expect(relatedArticles(listed, 'article-5')).toEqual(related);
  });

  it('orders them by a seed from the slug, not by date', () => {
    const orders = new Set(
      listed.map((a) =>
        relatedArticles(listed, a.slug)
          .map((r) => r.slug)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(listed.length / 2);
    const slugs = (list: { slug: string }[]) => list.map((a) => a.slug).join();
    const newestOthers = (slug: string) => listed.filter((a) => a.slug !== slug).slice(0, 3);
    const shuffled = listed.filter(
      (a) => slugs(relatedArticles(listed, a.slug)) !== slugs(newestOthers(a.slug)),
    );
    expect(shuffled.length).toBeGreaterThan(listed.length / 2);
  });
});

describe('unlisted articles', () => {
  const withHidden = [article(1), article(2, { unlisted: true, category: ['PDF'] }), article(3)];

  it('are left out of lists, categories, batches and related articles', () => {
    const visible = listedArticles(withHidden);
    expect(visible.map((a) => a.slug)).toEqual(['article-1', 'article-3']);
    expect(listedArticles(withHidden, 'PDF')).toEqual([]);
    expect(blogBatch(visible, 0).items.map((a) => a.slug)).not.toContain('article-2');
    expect(relatedArticles(visible, 'article-1').map((a) => a.slug)).toEqual(['article-3']);
  });
});

describe('categories', () => {
  it('keeps the articles that carry the key', () => {
    const mixed = [article(1, { category: ['PDF', 'tutorial'] }), article(2, { category: ['insights'] })];
    expect(listedArticles(mixed, 'PDF').map((a) => a.slug)).toEqual(['article-1']);
    expect(listedArticles(mixed, 'insights').map((a) => a.slug)).toEqual(['article-2']);
  });
});

describe('format guides', () => {
  it('are the listed articles written for that format, newest first', () => {
    const guides = [
      article(1, { formats: ['docx'] }),
      article(2, { formats: ['pdf', 'docx'] }),
      article(3, { formats: ['docx'], unlisted: true }),
      article(4, { formats: ['xlsx'] }),
    ].sort(byNewest);
    expect(formatGuides(guides, 'docx').map((a) => a.slug)).toEqual(['article-2', 'article-1']);
    expect(formatGuides(guides, 'tex')).toEqual([]);
  });
});
