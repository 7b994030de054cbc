'use client';
// One price for every chosen file, before anything is charged: the words (a picture's pages) and the
// credits of all of them against the balance. A file that would be refused (a broken file, a pair the
// engine cannot serve) is named, so the user can remove or fix it before pressing Start.
import { useQueries } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { useLanguages } from '@/components/languages/use-languages';
import { type JobQuote, type JobSettings, quoteJob } from './start-job';

/** Each file's quote; refetched only when the files or the settings change. */
export function useFilesQuote(files: readonly File[], settings: JobSettings) {
  return useQueries({
    queries: files.map((file) => ({
      queryKey: ['job-quote', file.name, file.size, file.lastModified, settings],
      queryFn: () => quoteJob(file, settings),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    })),
    combine: (results) => ({
      pending: results.some((result) => result.isPending),
      refusals: results.flatMap((result, index) =>
        result.error ? [{ file: files[index]?.name ?? '', message: result.error.message }] : [],
      ),
      quotes: results.flatMap((result) => (result.data ? [result.data] : [])),
    }),
  });
}

export function FilesQuote({ files, settings }: { files: readonly File[]; settings: JobSettings }) {
  return <QuoteSummary {...useFilesQuote(files, settings)} fileCount={files.length} />;
}

interface QuoteSummaryProps {
  pending: boolean;
  refusals: { file: string; message: string }[];
  quotes: JobQuote[];
  fileCount: number;
}

/** Counting, the price of all files (a warning when the balance is short), or the refusals. */
export function QuoteSummary({ pending, refusals, quotes, fileCount }: QuoteSummaryProps) {
  const t = useTranslations('TranslateDocuments');
  const { nameOf } = useLanguages();
  if (pending) return <Spin size="small" description={t('quote.counting')} data-testid="job-quote" />;
  if (refusals.length > 0) {
    const title = fileCount === 1 ? refusals[0]?.message : t('quote.refused', { count: refusals.length });
    return (
      <Alert
        type="error"
        showIcon
        data-testid="job-quote"
        title={title}
        description={
          fileCount > 1 && (
            <ul>
              {refusals.map(({ file, message }) => (
                <li key={file}>{`${file}: ${message}`}</li>
              ))}
            </ul>
          )
        }
      />
    );
  }
  // Pictures are priced by the page (their words are read when the job runs), recordings by the started
  // minute (their words are heard when it runs), documents by the word.
  const byWords = quotes.filter((quote) => quote.pageCount === undefined && quote.mediaSeconds === undefined);
  const words = byWords.reduce((sum, quote) => sum + quote.wordCount, 0);
  const pages = quotes.reduce((sum, quote) => sum + (quote.pageCount ?? 0), 0);
  const minutes = quotes.reduce((sum, quote) => sum + Math.ceil((quote.mediaSeconds ?? 0) / 60), 0);
  // Pictures inside documents (translateImages) are priced on top of the words, so they are named too.
  const pictures = quotes.reduce((sum, quote) => sum + (quote.pictureCount ?? 0), 0);
  const credits = quotes.reduce((sum, quote) => sum + quote.credits, 0);
  const balance = Math.min(...quotes.map((quote) => quote.balance));
  const detected = quotes.find((quote) => quote.sourceDetected);
  const short = credits > balance;
  // The price is said with the last measure: words when there are any, else pages, else minutes.
  const priceWith = byWords.length > 0 ? 'words' : pages > 0 ? 'pages' : 'minutes';
  const title = [
    fileCount > 1 && t('quote.files', { count: fileCount }),
    priceWith !== 'pages' && pages > 0 && t('quote.pages', { pages }),
    priceWith !== 'minutes' && minutes > 0 && t('quote.minutes', { minutes }),
    pictures > 0 && t('quote.pictures', { pictures }),
    priceWith === 'words' && t('quote.price', { words, credits, balance }),
    priceWith === 'pages' && t('quote.pricePages', { pages, credits, balance }),
    priceWith === 'minutes' && t('quote.priceMinutes', { minutes, credits, balance }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Alert
      type={short ? 'warning' : 'info'}
      showIcon
      data-testid="job-quote"
      title={title}
      description={
        [
          detected ? t('quote.detected', { language: nameOf(detected.from) }) : '',
          short ? t('quote.short') : '',
        ]
          .filter(Boolean)
          .join(' ') || undefined
      }
    />
  );
}
