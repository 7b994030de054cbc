'use client';
// The infinite list (SPEC §4): the first batch comes with the page, "Load more" fetches the next 8 through
// blog.list, and the button goes once a batch comes back empty or short.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';
import type { BlogCategory } from '@/server/blog/article';
import type { BlogBatch } from '@/server/blog/blog-lists';
import { ArticleGrid } from './ArticleGrid';
import styles from './Blog.module.css';

interface ArticleFeedProps {
  category?: BlogCategory;
  firstBatch: BlogBatch;
}

export function ArticleFeed({ category, firstBatch }: ArticleFeedProps) {
  const t = useTranslations('Blog');
  const trpc = useTRPC();
  const feed = useInfiniteQuery(
    trpc.blog.list.infiniteQueryOptions(
      { category },
      {
        initialCursor: 0,
        getNextPageParam: (batch) => batch.nextCursor,
        initialData: { pages: [firstBatch], pageParams: [0] },
      },
    ),
  );
  const articles = feed.data?.pages.flatMap((batch) => batch.items) ?? [];
  return (
    <>
      <ArticleGrid articles={articles} emptyText={t('categoryEmpty')} />
      <div className={styles.feedEnd}>
        {feed.hasNextPage ? (
          <Button size="large" loading={feed.isFetchingNextPage} onClick={() => feed.fetchNextPage()}>
            {feed.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        ) : (
          articles.length > 0 && <p className={styles.feedDone}>{t('allLoaded')}</p>
        )}
        {feed.isFetchNextPageError && <p role="alert">{t('loadFailed')}</p>}
      </div>
    </>
  );
}
