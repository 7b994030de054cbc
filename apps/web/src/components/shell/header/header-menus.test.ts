// The header's per-variant rules of SPEC §2, one variant at a time.
import { brandFor, hostConfigFor, type Platform } from '@verso/brands';
import { describe, expect, it } from 'vitest';
import { headerMenus } from './header-menus';

function entryKeys(platform: Platform, options: { admin?: boolean; communityUrl?: string | null } = {}) {
  const brand = brandFor(platform);
  const host = hostConfigFor(brand);
  if (options.communityUrl !== undefined) host.communityUrl = options.communityUrl ?? undefined;
  const menus = headerMenus(brand, host, options.admin ? { isAdmin: true } : null);
  return Object.fromEntries(menus.map((menu) => [menu.key, menu.entries.map((entry) => entry.key)]));
}

const fullProducts = ['demo', 'translateText', 'translateDocuments', 'comics', 'audio', 'arxiv', 'converter'];

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
    expect(entryKeys(platform)).toMatchObject({
      products: fullProducts,
      resources: ['pricing', 'blog', 'community', 'contactBusiness'],
    });
  });

  it('shangyi-translator has every product but no blog', () => {
    expect(entryKeys('shangyi-translator')).toMatchObject({
      products: fullProducts,
      resources: ['pricing', 'contactBusiness'],
    });
  });

  it('drops the Resources menu when nothing is left in it', () => {
    expect(entryKeys('verso-best', { communityUrl: null })).not.toHaveProperty('resources');
  });

  it('shows Admin only to an admin', () => {
    expect(entryKeys('o-translator', { admin: true }).account).toEqual(['history', 'organization', 'admin']);
    expect(entryKeys('o-translator').account).not.toContain('admin');
  });
});
