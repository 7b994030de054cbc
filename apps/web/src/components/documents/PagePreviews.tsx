'use client';
// A finished PDF or office job's pages, original beside translation, one page at a time: the images
// come from the preview endpoint as the user pages, so a long document costs only the pages looked at.
import { Pagination, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './PagePreviews.module.css';
import { type PreviewSide, pagePreviewUrl } from './page-preview-url';

/** Twice a column's width on a wide screen, so pages stay sharp on high-density displays. */
const imageWidth = 900;
const bothSides: PreviewSide[] = ['original', 'translation'];

interface PagePreviewsProps {
  jobId: string;
  pages: number;
  /** When the job's file was made: a paid preview's whole translation is another file. */
  version?: string;
  /** The original has no pages to show (an arXiv paper's LaTeX source): the translation alone. */
  withoutOriginal?: boolean;
}

export function PagePreviews({ jobId, pages, version, withoutOriginal }: PagePreviewsProps) {
  const t = useTranslations('TranslateDocuments.preview');
  const sides = withoutOriginal ? bothSides.slice(1) : bothSides;
  const title = withoutOriginal ? t('translationTitle') : t('title');
  const [page, setPage] = useState(1);
  return (
    <section className={styles.previews} data-testid="page-previews" aria-label={title}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <div className={withoutOriginal ? `${styles.sides} ${styles.single}` : styles.sides}>
        {sides.map((side) => (
          <figure key={side} className={styles.side}>
            {/* The translation alone needs no caption: the heading says what the pages are. */}
            {!withoutOriginal && <figcaption className={styles.caption}>{t(side)}</figcaption>}
            {/* Private page images of the user's own job: nothing for next/image to optimise or cache. */}
            {/* biome-ignore lint/performance/noImgElement: see above */}
            <img
              key={page}
              src={pagePreviewUrl(jobId, side, page, imageWidth, version)}
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
