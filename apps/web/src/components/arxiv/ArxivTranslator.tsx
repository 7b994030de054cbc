'use client';
// /translate?type=arxiv: name a paper by its arXiv id or link, choose languages and engine as for a
// document, see its price (and its title) once the link is whole, start, and follow the job on its page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { JobSettingsFields, useJobSettings } from '@/components/documents/JobSettingsFields';
import { otherLanguageOf, SourceLanguageHint } from '@/components/documents/SourceLanguageHint';
import { jobPath } from '@/components/jobs/job-path';
import { useToast } from '@/components/toasts/ToastProvider';
import { useRouter } from '@/i18n/navigation';
import { useTRPC } from '@/lib/trpc';
import { useSettledValue } from '@/lib/use-settled-value';
import { ArxivQuote } from './ArxivQuote';
import styles from './ArxivTranslator.module.css';

/** A pause in typing long enough to take the link as whole: each quote asks arXiv. */
const typingPauseMs = 600;

export function ArxivTranslator({ initialTarget = 'es' }: { initialTarget?: string }) {
  const t = useTranslations('TranslateDocuments');
  const router = useRouter();
  const notification = useToast();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [arxiv, setArxiv] = useState('');
  // Papers are written in English far more often than not; "auto" is there as on the document page.
  const choices = useJobSettings(initialTarget);
  const { pair, engine, glossaryId, formality, wallet } = choices;

  const paper = useSettledValue(arxiv.trim(), typingPauseMs);
  const settings = { arxiv: paper, ...pair, engine, glossaryId, wallet };
  const quote = useQuery(
    trpc.job.quoteArxiv.queryOptions(settings, {
      enabled: paper !== '',
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
  const start = useMutation(
    trpc.job.createFromArxiv.mutationOptions({
      onSuccess: ({ id }) => {
        // The header's balance and the wallet choice show what the job took.
        void queryClient.invalidateQueries({ queryKey: trpc.credits.pathKey() });
        router.push(jobPath(id));
      },
      onError: (error) =>
        notification.error({ key: 'start-arxiv-job', title: t('failed'), description: error.message }),
    }),
  );

  const typing = arxiv.trim() !== paper;
  const ready = paper !== '' && !typing && quote.isSuccess;
  return (
    <Card>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={t('arxiv.label')} htmlFor="arxiv-paper">
          <Input
            id="arxiv-paper"
            size="large"
            value={arxiv}
            onChange={(event) => setArxiv(event.target.value)}
            placeholder={t('arxiv.placeholder')}
            autoComplete="off"
            data-testid="arxiv-input"
          />
        </Form.Item>
        <Form.Item>
          <Alert type="info" showIcon data-testid="arxiv-note" title={t('arxiv.note')} />
        </Form.Item>
        <JobSettingsFields settings={choices} />
        {paper !== '' && (
          <ArxivQuote
            paper={paper}
            pending={typing || quote.isFetching}
            error={quote.error?.message}
            quote={quote.data}
          />
        )}
        {/* Only when it has something to say: an empty item would leave a gap above Start. */}
        {quote.data && otherLanguageOf(quote.data) && (
          <Form.Item>
            <SourceLanguageHint quote={quote.data} onSwitch={(from) => choices.set.pair({ ...pair, from })} />
          </Form.Item>
        )}
        <div className={styles.actions}>
          <Button
            type="primary"
            size="large"
            disabled={!ready}
            loading={start.isPending}
            // Formality changes no price, so it is sent with the start only, as the document form does.
            onClick={() => start.mutate({ ...settings, formality })}
            data-testid="start-button"
          >
            {t('start')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
