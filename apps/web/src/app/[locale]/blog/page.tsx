// /blog: the platform's listed articles, 6 a page, newest first, with previous and next (SPEC §2, §5).
// Rendered per request: the platform is chosen when the site starts, not when it is built.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleGrid } from '@/components/blog/ArticleGrid';
import { BlogPager, blogPageHref } from '@/components/blog/BlogPager';
import { CategoryNav } from '@/components/blog/CategoryNav';
import { PageHeading } from '@/components/shell/PageHeading';
import type { Locale } from '@/i18n/routing';
import { blogPage, listedArticles } from '@/server/blog/blog-lists';
import { siteArticles } from '@/server/blog/site-blog';
import { publicPageMetadata } from '@/server/page-metadata';

// It reads the query string, so it renders per request instead of being cached (see the layout).
export const dynamic = 'force-dynamic';

interface BlogPageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

async function requestedPage({ params, searchParams }: BlogPageProps) {
  const [{ locale }, { page }] = await Promise.all([params, searchParams]);
  return { locale, list: blogPage(listedArticles(siteArticles()), page) };
}

export async function generateMetadata(props: BlogPageProps): Promise<Metadata> {
  const { locale, list } = await requestedPage(props);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return publicPageMetadata({
    locale,
    href: blogPageHref(list.page),
    title: t('title'),
    description: t('subtitle'),
  });
}

export default async function BlogPage(props: BlogPageProps) {
  const { locale, list } = await requestedPage(props);
  setRequestLocale(locale);
  const t = await getTranslations('Blog');
  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      {list.articles.length > 0 && <CategoryNav />}
      <ArticleGrid articles={list.articles} emptyText={t('empty')} />
      {list.articles.length > 0 && <BlogPager {...list} />}
    </>
  );
}
