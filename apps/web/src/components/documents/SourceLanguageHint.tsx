'use client';
// When a document's text looks written in another language than the source the user chose, say so and
// offer to switch, before any credit is spent on translating it from the wrong language.
import { Alert, Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useLanguages } from '@/components/languages/use-languages';
import type { JobQuote } from './start-job';

/** The language a quote's document looks written in, when it is not the source chosen for it. */
export function otherLanguageOf(quote: JobQuote): string | undefined {
  return !quote.sourceDetected && quote.looksWrittenIn && quote.looksWrittenIn !== quote.from
    ? quote.looksWrittenIn
    : undefined;
}

interface SourceLanguageHintProps {
  /** One document's quote: several documents may be in several languages, which one source cannot fit. */
  quote: JobQuote | undefined;
  onSwitch: (from: string) => void;
}

export function SourceLanguageHint({ quote, onSwitch }: SourceLanguageHintProps) {
  const t = useTranslations('TranslateDocuments');
  const { nameOf } = useLanguages();
  const other = quote && otherLanguageOf(quote);
  if (!other) return null;
  const language = nameOf(other);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="source-language-hint"
      title={t('quote.looksWrittenIn', { language })}
      action={
        <Button size="small" onClick={() => onSwitch(other)} data-testid="switch-source-language">
          {t('quote.switchSource', { language })}
        </Button>
      }
    />
  );
}
