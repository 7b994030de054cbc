'use client';
// Review and edit a finished job's translation: source and translation side by side, search, filters
// (changed, glossary terms, possibly untranslated), inline editing with keyboard navigation, and
// "Regenerate", which writes the file again from the revisions with no engine call and no charge.
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SegmentFilter } from '@verso/services';
import { Alert, Button, Empty, Input, Pagination, Segmented, Space, Spin, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { downloadUrl } from '@/components/documents/download-url';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';
import styles from './SegmentReview.module.css';
import { SegmentRow } from './SegmentRow';

type Filter = SegmentFilter | 'all';

export function SegmentReview({ jobId }: { jobId: string }) {
  const t = useTranslations('SegmentReview');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const notification = useToast();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [active, setActive] = useState(0);
  const input = {
    id: jobId,
    search: search || undefined,
    filter: filter === 'all' ? undefined : filter,
    page,
  };
  const segments = useQuery(trpc.review.segments.queryOptions(input, { placeholderData: keepPreviousData }));
  const regenerate = useMutation(
    trpc.review.regenerate.mutationOptions({
      onSuccess: () => {
        notification.success({ key: 'regenerate', title: t('regenerated') });
        return queryClient.invalidateQueries({ queryKey: trpc.job.pathKey() });
      },
      onError: (error) =>
        notification.error({ key: 'regenerate', title: t('regenerateFailed'), description: error.message }),
    }),
  );

  const choose = (change: () => void) => {
    change();
    setPage(1);
    setActive(0);
  };
  const rows = segments.data?.segments ?? [];
  const move = (step: 1 | -1) => setActive((index) => Math.min(Math.max(index + step, 0), rows.length - 1));

  if (segments.error) {
    return <Alert type="error" showIcon title={t('loadFailed')} description={segments.error.message} />;
  }
  return (
    <div className={styles.review} data-testid="segment-review">
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          className={styles.search}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          onSearch={(value) => choose(() => setSearch(value.trim()))}
          data-testid="segment-search"
        />
        <Segmented<Filter>
          value={filter}
          onChange={(value) => choose(() => setFilter(value))}
          options={[
            { value: 'all', label: t('filterAll') },
            { value: 'changed', label: t('filterChanged') },
            { value: 'glossary', label: t('filterGlossary') },
            { value: 'untranslated', label: t('filterUntranslated') },
          ]}
          data-testid="segment-filter"
        />
        <Space className={styles.fileActions}>
          {segments.data && (
            <Typography.Text type="secondary" data-testid="revised-count">
              {t('revisedCount', { count: segments.data.revised })}
            </Typography.Text>
          )}
          <Button icon={<DownloadOutlined />} href={downloadUrl(jobId)} data-testid="review-download">
            {t('download')}
          </Button>
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={regenerate.isPending}
            onClick={() => regenerate.mutate({ id: jobId })}
            data-testid="regenerate-button"
          >
            {t('regenerate')}
          </Button>
        </Space>
      </div>
      <Typography.Paragraph type="secondary" className={styles.shortcuts}>
        {t('shortcuts')}
      </Typography.Paragraph>
      {segments.isLoading ? (
        <Spin className={styles.loading} />
      ) : rows.length === 0 ? (
        <Empty description={filter === 'all' && !search ? t('noSegments') : t('empty')} />
      ) : (
        <>
          <div className={styles.columns} aria-hidden>
            <span />
            <Typography.Text strong>{t('source')}</Typography.Text>
            <Typography.Text strong>{t('translation')}</Typography.Text>
          </div>
          {rows.map((segment, position) => (
            <SegmentRow
              key={segment.index}
              jobId={jobId}
              segment={segment}
              active={position === active}
              onActivate={() => setActive(position)}
              onMove={move}
            />
          ))}
          <Pagination
            className={styles.pagination}
            current={segments.data?.page ?? page}
            pageSize={segments.data?.pageSize}
            total={segments.data?.total ?? 0}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(next) => {
              setPage(next);
              setActive(0);
            }}
          />
        </>
      )}
    </div>
  );
}
