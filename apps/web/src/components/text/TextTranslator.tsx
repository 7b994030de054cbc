'use client';
// The plain-text translator: type on the left, read the translation on the right. Drawn with the
// browser's own controls styled like antd's, so the page loads without antd (it is most often opened on a
// phone, where antd's hydration held the page for a second).
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { LanguagePairValue } from '@/components/languages/language-pair-value';
import { NativeLanguagePair } from '@/components/languages/NativeLanguagePair';
import { useLanguages } from '@/components/languages/use-languages';
import { TranslationIcon } from '@/components/shell/icons';
import { siteButton } from '@/components/shell/site-button';
import { useToast } from '@/components/toasts/ToastProvider';
import { maxTextCharacters } from '@/lib/text-limits';
import { useTRPC } from '@/lib/trpc';
import { CopyButton } from './CopyButton';
import styles from './TextTranslator.module.css';

export function TextTranslator() {
  const t = useTranslations('TranslateText');
  const trpc = useTRPC();
  const notification = useToast();
  const [pair, setPair] = useState<LanguagePairValue>({ from: 'en', to: 'es' });
  const [source, setSource] = useState('');
  const [result, setResult] = useState('');
  const [detectedFrom, setDetectedFrom] = useState<string | undefined>();
  const { nameOf } = useLanguages();
  // The text area is in the page's HTML and can be typed into before the scripts run: take that text up.
  const sourceArea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const typedEarly = sourceArea.current?.value;
    if (typedEarly) setSource(typedEarly);
  }, []);

  // On a phone the result is below the text typed: each new translation is brought into view.
  const resultArea = useRef<HTMLTextAreaElement>(null);
  const translation = useMutation(
    trpc.text.translate.mutationOptions({
      onSuccess: ({ text, detectedFrom }) => {
        setResult(text);
        setDetectedFrom(detectedFrom);
      },
      onError: (error) =>
        notification.error({ key: 'translate-text', title: t('failed'), description: error.message }),
    }),
  );

  useEffect(() => {
    if (translation.data) resultArea.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [translation.data]);

  function translate(): void {
    if (!source.trim() || translation.isPending) return;
    translation.mutate({ text: source, ...pair });
  }

  return (
    <section className={styles.card}>
      <NativeLanguagePair value={pair} onChange={setPair} />
      <div className={styles.panes}>
        <div className={styles.pane}>
          <textarea
            ref={sourceArea}
            className={styles.text}
            value={source}
            onChange={(event) => setSource(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) translate();
            }}
            maxLength={maxTextCharacters}
            placeholder={t('sourcePlaceholder')}
            aria-label={t('sourceLabel')}
            data-testid="source-text"
          />
          <div className={styles.paneFooter}>
            <span data-testid="character-count">
              {t('characterCount', { count: source.length, max: maxTextCharacters })}
            </span>
            <button
              type="button"
              className={siteButton('primary')}
              aria-busy={translation.isPending}
              disabled={!source.trim()}
              onClick={translate}
              data-testid="translate-button"
            >
              {translation.isPending ? <span aria-hidden className={styles.spinner} /> : <TranslationIcon />}
              {t('translate')}
            </button>
          </div>
        </div>
        <div className={styles.pane}>
          <textarea
            ref={resultArea}
            className={`${styles.text} ${styles.result}`}
            value={result}
            readOnly
            placeholder={t('resultPlaceholder')}
            aria-label={t('resultLabel')}
            data-testid="target-text"
          />
          <div className={styles.paneFooter}>
            <span data-testid="detected-language">
              {detectedFrom && t('detected', { language: nameOf(detectedFrom) })}
            </span>
            <CopyButton text={result} />
          </div>
        </div>
      </div>
    </section>
  );
}
