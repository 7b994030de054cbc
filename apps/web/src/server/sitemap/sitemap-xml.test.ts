import { describe, expect, it } from 'vitest';
import { routing } from '../../i18n/routing';
import { sitemapIndex, urlSet } from './sitemap-xml';

describe('sitemap documents', () => {
  it('list a page once per interface language, each with every language and x-default as alternates', () => {
    const xml = urlSet([{ path: '/formats/pdf', lastModified: '2026-11-01' }], 'https://verso.example');
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    expect(urls).toHaveLength(routing.locales.length);
    expect(urls).toContain('https://verso.example/formats/pdf');
    expect(urls).toContain('https://verso.example/zh-HK/formats/pdf');
    const firstUrl = xml.slice(xml.indexOf('<url>'), xml.indexOf('</url>'));
    expect(firstUrl.match(/hreflang="/g)).toHaveLength(routing.locales.length + 1);
    expect(firstUrl).toContain('hreflang="x-default" href="https://verso.example/formats/pdf"');
    expect(firstUrl).toContain('<lastmod>2026-11-01</lastmod>');
  });

  it('escape addresses so a query string stays well-formed XML', () => {
    const xml = urlSet([{ path: '/category?key=PDF&page=2' }], 'https://verso.example');
    expect(xml).toContain('/category?key=PDF&amp;page=2');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });

  it('index the sitemaps it is given', () => {
    expect(sitemapIndex(['https://verso.example/sitemaps/pages.xml'])).toContain(
      '<sitemap><loc>https://verso.example/sitemaps/pages.xml</loc></sitemap>',
    );
  });
});
