// The sitemap lists only what the variant offers: a page the header hides for a missing feature would be
// indexed, and found by searchers, although nothing on the site leads to it.
import { brandFor } from '@verso/brands';
import { describe, expect, it } from 'vitest';
import { publicPages } from './public-pages';

const pagesOf = (platform: Parameters<typeof brandFor>[0]) =>
  publicPages('pages', brandFor(platform)).map((page) => page.path);

describe('the sitemap’s site pages', () => {
  it('leave out text translation, business contact and enterprise in the document variant', () => {
    const pages = pagesOf('verso-best');
    expect(pages).toEqual(expect.arrayContaining(['/', '/demo', '/translate', '/pricing', '/privacy']));
    for (const hidden of ['/translateText', '/contact-business', '/enterprise'])
      expect(pages).not.toContain(hidden);
  });

  it('list every feature page of a variant that offers them all', () => {
    expect(pagesOf('o-translator')).toEqual(
      expect.arrayContaining(['/translateText', '/contact-business', '/enterprise']),
    );
  });

  it('list what the Chinese variant offers and nothing else', () => {
    const pages = pagesOf('shangyi-translator');
    expect(pages).toEqual(expect.arrayContaining(['/translateText', '/contact-business']));
    expect(pages).not.toContain('/enterprise');
  });
});
