// The header's per-variant rules of SPEC §2, one variant at a time.
import { brandFor, hostConfigFor, type Platform } from '@verso/brands';
import { describe, expect, it } from 'vitest';
import { formatPages } from '@/components/landing/format-pages';
import { headerMenus } from './header-menus';

interface Options {
  admin?: boolean;
  communityUrl?: string | null;
  converterUrl?: string;
}

function entryKeys(platform: Platform, options: Options = {}) {
  const brand = brandFor(platform);
  const host = hostConfigFor(brand, { converterUrl: options.converterUrl });
  if (options.communityUrl !== undefined) host.communityUrl = options.communityUrl ?? undefined;
  const menus = headerMenus(brand, host, options.admin ? { isAdmin: true } : null);
  return Object.fromEntries(menus.map((menu) => [menu.key, menu.entries.map((entry) => entry.key)]));
}

// Comics, audio and arXiv papers are in the menu (after translateDocuments); the converter is there when
// CONVERTER_URL names one.
const fullProducts = ['demo', 'translateText', 'translateDocuments', 'comics', 'audio', 'arxiv', 'converter'];
const converterUrl = 'https://convert.example.test';

describe('header menus', () => {
  it('verso-best offers only the demo and document translation, and no pricing or sales', () => {
    expect(entryKeys('verso-best')).toEqual({
      products: ['demo', 'translateDocuments'],
      developer: ['apiRegistration', 'developerHub'],
      resources: ['community'],
      account: ['history', 'organization'],
    });
  });

  it.each(['o-translator', 'dl-translator'] as const)('%s has every product and a blog', (platform) => {
    expect(entryKeys(platform, { converterUrl })).toMatchObject({
      products: fullProducts,
      resources: ['pricing', 'blog', 'community', 'contactBusiness'],
    });
  });

  it('shangyi-translator has every product but no blog', () => {
    expect(entryKeys('shangyi-translator', { converterUrl })).toMatchObject({
      products: fullProducts,
      resources: ['pricing', 'contactBusiness'],
    });
  });

  it.each([
    ['comics', 'manga'],
    ['audio', 'audio'],
    ['arxiv', 'arxiv'],
  ])('offers %s only once the translator does it (the %s page is no longer "coming soon")', (key, slug) => {
    const comingSoon = formatPages.find((format) => format.slug === slug)?.comingSoon ?? false;
    expect(entryKeys('o-translator').products?.includes(key)).toBe(!comingSoon);
  });

  it('links to the file converter only when one is configured, and never in verso-best', () => {
    expect(entryKeys('o-translator').products).not.toContain('converter');
    expect(entryKeys('verso-best', { converterUrl }).products).not.toContain('converter');
  });

  it('drops the Resources menu when nothing is left in it', () => {
    expect(entryKeys('verso-best', { communityUrl: null })).not.toHaveProperty('resources');
  });

  it('shows Admin only to an admin', () => {
    expect(entryKeys('o-translator', { admin: true }).account).toEqual(['history', 'organization', 'admin']);
    expect(entryKeys('o-translator').account).not.toContain('admin');
  });
});
