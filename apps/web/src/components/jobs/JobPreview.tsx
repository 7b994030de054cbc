'use client';
// A finished job's document beside its translation: page images for PDFs and office documents, the
// texts side by side for every other format.
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { PagePreviews } from '@/components/documents/PagePreviews';
import { useTRPC } from '@/lib/trpc';
import styles from './JobPage.module.css';

/** `version` names the file shown (the job's finish time): a paid preview's whole translation is another. */
export function JobPreview({ jobId, version }: { jobId: string; version?: number }) {
  const t = useTranslations('JobPage.preview');
  const tSides = useTranslations('TranslateDocuments.preview');
  const trpc = useTRPC();
  const preview = useQuery(
    // Asked again each time the view appears: a preview's pages or text are not its whole translation's.
    trpc.job.preview.queryOptions(
      { id: jobId },
      { staleTime: Number.POSITIVE_INFINITY, refetchOnMount: 'always' },
    ),
  );
  if (preview.isPending) return <Spin description={t('loading')} data-testid="job-preview-loading" />;
  if (preview.error)
    return <Alert type="warning" showIcon title={t('failed')} description={preview.error.message} />;
  if (!preview.data) return null;
  if (preview.data.kind === 'pages')
    return (
      <PagePreviews
        jobId={jobId}
        pages={preview.data.pages}
        version={version?.toString()}
        withoutOriginal={preview.data.withoutOriginal}
      />
    );
  const { original, translation, truncated } = preview.data;
  return (
    <section className={styles.texts} data-testid="text-preview" aria-label={tSides('title')}>
      {truncated && <Alert type="info" showIcon title={t('truncated')} className={styles.wide} />}
      {(
        [
          ['original', original],
          ['translation', translation],
        ] as const
      ).map(([side, text]) => (
        <figure key={side} className={styles.text}>
          <figcaption className={styles.caption}>{tSides(side)}</figcaption>
          <pre data-testid={`text-preview-${side}`}>{text}</pre>
        </figure>
      ))}
    </section>
  );
}
