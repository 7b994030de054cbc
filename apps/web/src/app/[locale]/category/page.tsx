// /category?key=PDF: the articles of one category (all of them without a valid key) on the category's
// background, with the infinite list's first batch rendered here and the rest loaded on request.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleFeed } from '@/components/blog/ArticleFeed';
import styles from '@/components/blog/Blog.module.css';
import { CategoryNav, categoryBackground } from '@/components/blog/CategoryNav';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { Locale } from '@/i18n/routing';
import { isBlogCategory } from '@/server/blog/article';
import { blogBatch, listedArticles } from '@/server/blog/blog-lists';
import { siteArticles } from '@/server/blog/site-blog';
import { publicPageMetadata } from '@/server/page-metadata';

// It reads the query string, so it renders per request instead of being cached (see the layout).
export const dynamic = 'force-dynamic';

interface CategoryPageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ key?: string | string[] }>;
}

async function requestedCategory({ params, searchParams }: CategoryPageProps) {
  const [{ locale }, { key }] = await Promise.all([params, searchParams]);
  return { locale, category: isBlogCategory(key) ? key : undefined };
}

export async function generateMetadata(props: CategoryPageProps): Promise<Metadata> {
  const { locale, category } = await requestedCategory(props);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const href = category ? { pathname: '/category', query: { key: category } } : '/category';
  return publicPageMetadata({
    locale,
    href,
    title: category ? t(`categories.${category}`) : t('categoryTitle'),
    description: t('categorySubtitle'),
  });
}

export default async function CategoryPage(props: CategoryPageProps) {
  const { locale, category } = await requestedCategory(props);
  setRequestLocale(locale);
  const t = await getTranslations('Blog');
  const firstBatch = blogBatch(listedArticles(siteArticles(), category), 0);
  return (
    <ClientMessages namespaces={['Blog']}>
      <ApiProvider>
        <>
          <header
            className={styles.banner}
            style={category ? { backgroundImage: `url(${categoryBackground(category)})` } : undefined}
          >
            <h1>{category ? t(`categories.${category}`) : t('categoryTitle')}</h1>
            <p>{t('categorySubtitle')}</p>
          </header>
          <CategoryNav selected={category} />
          {/* A new key is a new list: the key makes React start the feed afresh. */}
          <ArticleFeed key={category ?? 'all'} category={category} firstBatch={firstBatch} />
        </>
      </ApiProvider>
    </ClientMessages>
  );
}
