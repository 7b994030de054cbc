// Previous and next links between pages of the blog, with where the reader is.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { BlogPage } from '@/server/blog/blog-lists';
import styles from './Blog.module.css';

// Page 1 is plain /blog, so it has one address.
export const blogPageHref = (page: number) =>
  page === 1 ? '/blog' : { pathname: '/blog', query: { page: String(page) } };

export function BlogPager({ page, pageCount, hasPrevious, hasNext }: BlogPage) {
  const t = useTranslations('Blog');
  return (
    <nav aria-label={t('pagination')} className={styles.pager}>
      {hasPrevious ? (
        <Link href={blogPageHref(page - 1)} rel="prev" className={styles.pagerLink}>
          ← {t('previous')}
        </Link>
      ) : (
        <span className={styles.pagerDisabled}>← {t('previous')}</span>
      )}
      <span className={styles.pagerStatus}>{t('pageOf', { page, count: pageCount })}</span>
      {hasNext ? (
        <Link href={blogPageHref(page + 1)} rel="next" className={styles.pagerLink}>
          {t('next')} →
        </Link>
      ) : (
        <span className={styles.pagerDisabled}>{t('next')} →</span>
      )}
    </nav>
  );
}
