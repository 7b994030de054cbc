'use client';
// Under a finished preview: what the whole document costs, and "Translate the whole document", which
// pays and continues the same job. When the balance is short, the credit packages are offered here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { previewPdfPages, previewWords } from '@verso/core/preview/preview-part';
import type { Job } from '@verso/services';
import { Alert, Button, Space } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useTRPC } from '@/lib/trpc';

interface PayForWholeDocumentProps {
  job: Job;
  /** The site's credit packages, offered when the balance does not cover the price. */
  creditPackages?: ReactNode;
}

const isPdf = (filename: string) => /\.(pdf|ai)$/i.test(filename);

export function PayForWholeDocument({ job, creditPackages }: PayForWholeDocumentProps) {
  const t = useTranslations('TranslateDocuments.whole');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const summary = useQuery(trpc.credits.summary.queryOptions());
  // The wallet that paid the preview pays the whole document too.
  const balance = job.organizationId ? summary.data?.organization?.balance : summary.data?.balance;
  const start = useMutation(
    trpc.job.start.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.job.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.credits.pathKey() }),
        ]),
    }),
  );
  const short = balance !== undefined && balance < job.credits;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="whole-document">
      <Alert
        type={short ? 'warning' : 'info'}
        showIcon
        title={
          isPdf(job.fileName)
            ? t('previewPages', { pages: previewPdfPages })
            : t('previewWords', { words: previewWords })
        }
        description={[
          job.pageCount === null
            ? t('price', { words: job.wordCount, credits: job.credits })
            : t('pricePages', { pages: job.pageCount, credits: job.credits }),
          balance === undefined ? '' : t('balance', { balance }),
          short ? t('short', { missing: job.credits - (balance ?? 0) }) : '',
        ]
          .filter(Boolean)
          .join(' ')}
        data-testid="whole-price"
      />
      {start.error && <Alert type="error" showIcon title={start.error.message} />}
      <Button
        type="primary"
        size="large"
        disabled={short}
        loading={start.isPending}
        onClick={() => start.mutate({ id: job.id })}
        data-testid="pay-button"
      >
        {t('translate', { credits: job.credits })}
      </Button>
      {short && creditPackages}
    </Space>
  );
}
