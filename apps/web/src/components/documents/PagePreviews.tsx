'use client';
// A finished PDF job's pages, original beside translation, one page at a time: the images come from
// the preview endpoint as the user pages, so a long document costs only the pages looked at.
import { useQuery } from '@tanstack/react-query';
import { Pagination, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useTRPC } from '@/lib/trpc';
import styles from './PagePreviews.module.css';
import { type PreviewSide, pagePreviewUrl } from './page-preview-url';

/** Twice a column's width on a wide screen, so pages stay sharp on high-density displays. */
const imageWidth = 900;
const sides: PreviewSide[] = ['original', 'translation'];

export function PagePreviews({ jobId }: { jobId: string }) {
  const t = useTranslations('TranslateDocuments.preview');
  const trpc = useTRPC();
  const { data: pages } = useQuery(
    trpc.job.previewPages.queryOptions({ id: jobId }, { staleTime: Number.POSITIVE_INFINITY }),
  );
  const [page, setPage] = useState(1);
  if (!pages) return null;
  return (
    <section className={styles.previews} data-testid="page-previews" aria-label={t('title')}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <div className={styles.sides}>
        {sides.map((side) => (
          <figure key={side} className={styles.side}>
            <figcaption className={styles.caption}>{t(side)}</figcaption>
            {/* Private page images of the user's own job: nothing for next/image to optimise or cache. */}
            {/* biome-ignore lint/performance/noImgElement: see above */}
            <img
              key={page}
              src={pagePreviewUrl(jobId, side, page, imageWidth)}
              alt={t('pageAlt', { side: t(side), page })}
              loading="lazy"
              className={styles.page}
              data-testid={`preview-${side}`}
            />
          </figure>
        ))}
      </div>
      {pages > 1 && (
        <Pagination
          simple
          current={page}
          total={pages}
          pageSize={1}
          onChange={setPage}
          showSizeChanger={false}
          aria-label={t('pages')}
          data-testid="preview-pagination"
        />
      )}
    </section>
  );
}
