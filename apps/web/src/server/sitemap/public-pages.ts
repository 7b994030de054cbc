// Every public page of this installation, grouped as the sitemap index lists them: the paths are
// written without a locale prefix, since each page exists in every interface language.
import type { Brand, BrandFeatures } from '@verso/brands';
import { introOptions } from '@/components/intro/intro-options';
import { formatPages } from '@/components/landing/format-pages';
import { blogCategories } from '@/server/blog/article';
import { listedArticles } from '@/server/blog/blog-lists';
import { siteArticles } from '@/server/blog/site-blog';

export const sitemapGroups = ['pages', 'formats', 'intro', 'blog'] as const;
export type SitemapGroup = (typeof sitemapGroups)[number];

export interface PublicPage {
  path: string;
  /** YYYY-MM-DD, where the page has a date of its own. */
  lastModified?: string;
}

// Routes open to visitors (SPEC §2); /pricing exists in every variant even where the menu hides it.
const sitePages = [
  '/',
  '/demo',
  '/translate',
  '/pricing',
  '/terms-and-conditions',
  '/privacy',
  '/developer/hub',
];

/** Pages of a feature some variants leave out: nothing links to them there, so neither does the sitemap. */
const featurePages = [
  { path: '/translateText', offered: (features: BrandFeatures) => features.translateText },
  { path: '/contact-business', offered: (features: BrandFeatures) => features.contactBusiness },
  { path: '/enterprise', offered: (features: BrandFeatures) => features.enterprise },
];

function sitePagesOf(brand: Brand): PublicPage[] {
  const offered = featurePages.filter((page) => page.offered(brand.features));
  return [...sitePages, ...offered.map((page) => page.path)].map((path) => ({ path }));
}

export function publicPages(group: SitemapGroup, brand: Brand): PublicPage[] {
  switch (group) {
    case 'pages':
      return sitePagesOf(brand);
    case 'formats':
      return [
        { path: '/formats' },
        ...formatPages.flatMap(({ slug }) => [{ path: `/formats/${slug}` }, { path: `/demo/${slug}` }]),
      ];
    case 'intro':
      return [{ path: '/intro' }, ...introOptions.map(({ code }) => ({ path: `/intro/${code}` }))];
    case 'blog':
      return blogPages(brand);
  }
}

function blogPages(brand: Brand): PublicPage[] {
  const articles = listedArticles(siteArticles()).filter((article) => !article.external);
  if (articles.length === 0 && !brand.features.blog) return [];
  return [
    { path: '/blog' },
    { path: '/category' },
    ...blogCategories.map((key) => ({ path: `/category?key=${encodeURIComponent(key)}` })),
    ...articles.map((article) => ({ path: article.href, lastModified: article.publishedAt })),
  ];
}
