'use client';
// The price of the chosen file with the chosen settings, before anything is charged: words, credits,
// the balance, and the detected source language for "auto". A refusal (a pair the engine cannot
// translate, a broken file) shows here too, so the user can fix it before pressing Start.
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { useLanguages } from '@/components/languages/use-languages';
import { type JobSettings, type JobQuote as Quote, quoteJob } from './start-job';

interface JobQuoteProps {
  file: File;
  settings: JobSettings;
}

/** The quote for a file and settings; refetched only when one of them changes. */
export function useJobQuote(file: File | null, settings: JobSettings) {
  return useQuery({
    queryKey: ['job-quote', file?.name, file?.size, file?.lastModified, settings],
    queryFn: () => quoteJob(file as File, settings),
    enabled: file !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function priceLine(t: ReturnType<typeof useTranslations>, quote: Quote) {
  return t('quote.price', { words: quote.wordCount, credits: quote.credits, balance: quote.balance });
}

export function JobQuote({ file, settings }: JobQuoteProps) {
  const t = useTranslations('TranslateDocuments');
  const { nameOf } = useLanguages();
  const quote = useJobQuote(file, settings);
  if (quote.isPending) return <Spin size="small" description={t('quote.counting')} data-testid="job-quote" />;
  if (quote.isError) {
    return <Alert type="error" showIcon title={quote.error.message} data-testid="job-quote" />;
  }
  const short = quote.data.credits > quote.data.balance;
  return (
    <Alert
      type={short ? 'warning' : 'info'}
      showIcon
      data-testid="job-quote"
      title={priceLine(t, quote.data)}
      description={
        [
          quote.data.sourceDetected ? t('quote.detected', { language: nameOf(quote.data.from) }) : '',
          short ? t('quote.short') : '',
        ]
          .filter(Boolean)
          .join(' ') || undefined
      }
    />
  );
}
