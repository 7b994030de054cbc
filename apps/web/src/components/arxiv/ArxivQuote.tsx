'use client';
// An arXiv paper's price before its job starts, said as a document's is (words · credits against the
// balance, or why it is refused), with the paper's title when arXiv told it, so the user sees it is the
// paper they meant.
import { Form, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { QuoteSummary } from '@/components/documents/FilesQuote';
import type { JobQuote } from '@/components/documents/start-job';
import styles from './ArxivTranslator.module.css';

export type ArxivQuoteValue = JobQuote & { title?: string };

interface ArxivQuoteProps {
  paper: string;
  pending: boolean;
  error?: string;
  quote?: ArxivQuoteValue;
}

export function ArxivQuote({ paper, pending, error, quote }: ArxivQuoteProps) {
  const t = useTranslations('TranslateDocuments.arxiv');
  // Fetching from arXiv waits its turn (one request every 3 s), so this says what is being waited for.
  if (pending) return <Spin size="small" description={t('fetching')} data-testid="job-quote" />;
  // One item: the title belongs to the price below it, not a field of its own.
  return (
    <Form.Item>
      {quote?.title && (
        <p className={styles.title} data-testid="arxiv-title">
          {t('paper', { title: quote.title })}
        </p>
      )}
      <QuoteSummary
        pending={false}
        refusals={error ? [{ file: paper, message: error }] : []}
        quotes={quote ? [quote] : []}
        fileCount={1}
      />
    </Form.Item>
  );
}
