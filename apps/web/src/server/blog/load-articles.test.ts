// The articles shipped in content/blog: every file parses, each platform has the set issue 8 asks for,
// and the fields a page shows come out right (authors, external links, sanitised HTML).
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandAuthors, knownAuthors } from './authors';
import { formatGuides, listedArticles } from './blog-lists';
import { loadArticles } from './load-articles';

const contentRoot = join(import.meta.dirname, '../../../content/blog');
const publicRoot = join(import.meta.dirname, '../../../public');

describe('the shipped articles', () => {
  it('give the document variant at least 12 listed articles, one unlisted and one external', () => {
    const articles = loadArticles('verso-best', contentRoot);
    const listed = listedArticles(articles);
    expect(listed.filter((a) => !a.external).length).toBeGreaterThanOrEqual(12);
    expect(articles.filter((a) => a.unlisted).map((a) => a.slug)).toEqual(['rest-api-quick-start']);
    const external = listed.find((a) => a.external);
    expect(external?.href).toMatch(/^https:\/\//);
  });

  it('give o-translator and dl-translator smaller sets and shangyi-translator none', () => {
    for (const platform of ['o-translator', 'dl-translator'] as const) {
      const count = listedArticles(loadArticles(platform, contentRoot)).length;
      expect(count).toBeGreaterThanOrEqual(4);
      expect(count).toBeLessThanOrEqual(6);
    }
    expect(loadArticles('shangyi-translator', contentRoot)).toEqual([]);
  });

  it('give the main format landing pages guides in the document variant', () => {
    const articles = loadArticles('verso-best', contentRoot);
    for (const format of ['pdf', 'docx', 'xlsx', 'pptx', 'epub', 'srt'])
      expect(formatGuides(articles, format).length, format).toBeGreaterThan(0);
    expect(formatGuides(articles, 'docx').map((a) => a.slug)).toContain('translate-word-documents');
  });

  it('point at images that exist', () => {
    for (const platform of ['verso-best', 'o-translator', 'dl-translator'] as const) {
      for (const article of loadArticles(platform, contentRoot)) {
        for (const image of [article.thumbnail, article.cover, article.author.avatar]) {
          if (image) expect(existsSync(join(publicRoot, image)), image).toBe(true);
        }
      }
    }
  });

  it('sign known authors with their avatar and the others with the brand', () => {
    const articles = loadArticles('verso-best', contentRoot);
    const byLucia = articles.find((a) => a.slug === 'translate-pdf-keep-layout');
    expect(byLucia?.author).toEqual(knownAuthors['Lucía Ferrer']);
    const unsigned = articles.find((a) => a.slug === 'translate-subtitles-srt-vtt-ass');
    expect(unsigned?.author).toEqual(brandAuthors['verso-best']);
  });
});

function folderWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'verso-blog-'));
  mkdirSync(join(root, 'verso-best'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'verso-best', name), text);
  return root;
}

const frontMatter = (extra = '') =>
  `---\ntitle: T\ndesc: D\nthumbnail: /blog/t.png\npublishedAt: 2026-01-02\ncategory: [PDF]\n${extra}---\n`;

describe('reading an article file', () => {
  it('drops raw HTML and script links from the body', () => {
    const root = folderWith({
      'a.md': `${frontMatter()}Hello <script>alert(1)</script> [x](javascript:alert(1)) **bold**\n`,
    });
    const [article] = loadArticles('verso-best', root);
    expect(article?.html).toContain('<strong>bold</strong>');
    expect(article?.html).not.toContain('script');
    expect(article?.html).not.toContain('javascript:');
  });

  it('falls back to the brand for an author it does not know', () => {
    const root = folderWith({ 'a.md': `${frontMatter('author: Someone Else\n')}Text\n` });
    expect(loadArticles('verso-best', root)[0]?.author).toEqual(brandAuthors['verso-best']);
  });

  it('refuses a content folder that does not exist, so a misplaced site does not look blogless', () => {
    expect(() => loadArticles('verso-best', join(tmpdir(), 'no-such-verso-blog'))).toThrow(/does not exist/);
  });

  it('names the file and the field when the front matter is wrong', () => {
    const root = folderWith({
      'a.md': `${frontMatter('category: [cooking]\n').replace('category: [PDF]\n', '')}x`,
    });
    expect(() => loadArticles('verso-best', root)).toThrow(/a\.md has bad front matter: category\.0/);
  });

  it('refuses a format no landing page has', () => {
    const root = folderWith({ 'a.md': `${frontMatter('formats: [docx, pfd]\n')}x` });
    expect(() => loadArticles('verso-best', root)).toThrow(/a\.md has bad front matter: formats\.1/);
  });
});
