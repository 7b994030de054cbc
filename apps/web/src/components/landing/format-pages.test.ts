// The format landing pages are the SPEC's 25, each with its number of feature points and every text in
// both catalogues, so no page shows a raw key or an empty card.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { formatPages } from './format-pages';

const specFormats = [
  'PDF',
  'DOCX',
  'XLSX',
  'PPTX',
  'EPUB',
  'Illustrator',
  'InDesign',
  'OpenOffice',
  'Image',
  'Audio',
  'SRT',
  'JSON',
  'HTML',
  'XML',
  'YAML',
  'PHP',
  'TXT',
  'Markdown',
  'PO',
  'XLF',
  'CSV',
  'TSV',
  'TEX',
  'arXiv',
  'Manga',
];
const withoutFeatures = new Set(['xml', 'yaml', 'php', 'tex', 'arxiv']);

type Catalogue = {
  FormatPages: Record<string, { features?: Record<string, unknown> } & Record<string, unknown>>;
};
const catalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../../messages/${locale}.json`), 'utf8'));

describe('format landing pages', () => {
  it('are the 25 formats of SPEC §2, in its order, by their lower-case names', () => {
    expect(formatPages.map((page) => page.slug)).toEqual(specFormats.map((name) => name.toLowerCase()));
  });

  it.each(formatPages)('$slug has the SPEC number of feature points', ({ slug, features }) => {
    const expected = slug === 'audio' ? 3 : withoutFeatures.has(slug) ? 0 : 6;
    expect(features).toHaveLength(expected);
    expect(new Set(features).size).toBe(features.length);
  });

  it.each(['en', 'es'])(
    '%s has every text of every page, and no feature point a page does not show',
    (locale) => {
      const pages = catalogue(locale).FormatPages;
      for (const { slug, features } of formatPages) {
        const texts = pages[slug];
        for (const key of ['name', 'title', 'subtitle', 'howTitle'])
          expect(texts?.[key], `${slug}.${key}`).toBeTruthy();
        expect(Object.keys(texts?.features ?? {}).sort(), slug).toEqual([...features].sort());
        for (const feature of Object.values(texts?.features ?? {})) {
          expect(feature).toEqual({ title: expect.any(String), body: expect.any(String) });
        }
      }
    },
  );

  // No catalogue text names a variant (src/i18n/brand-names.test.ts); these pages take it as {product}.
  it.each(routing.locales)('%s names the product through {product}', (locale) => {
    expect(JSON.stringify(catalogue(locale).FormatPages.common)).toContain('{product}');
  });
});
