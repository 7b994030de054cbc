'use client';
// The plain-text translator: type on the left, read the translation on the right as you type. Drawn with
// the browser's own controls styled like antd's, so the page loads without antd (it is most often opened on
// a phone, where antd's hydration held the page for a second).
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { autoDetect, type LanguagePairValue } from '@/components/languages/language-pair-value';
import { NativeLanguagePair } from '@/components/languages/NativeLanguagePair';
import { useLanguages } from '@/components/languages/use-languages';
import { TranslationIcon } from '@/components/shell/icons';
import { buttonSpinner, siteButton } from '@/components/shell/site-button';
import { useToast } from '@/components/toasts/ToastProvider';
import { maxTextCharacters } from '@/lib/text-limits';
import { CopyButton } from './CopyButton';
import styles from './TextTranslator.module.css';
import { useLiveTranslation } from './use-live-translation';

function bringIntoView(element: HTMLElement | null): void {
  element?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}

export function TextTranslator() {
  const t = useTranslations('TranslateText');
  const notification = useToast();
  const [pair, setPair] = useState<LanguagePairValue>({ from: 'en', to: 'es' });
  const [source, setSource] = useState('');
  const { nameOf } = useLanguages();
  // The text area is in the page's HTML and can be typed into before the scripts run: take that text up.
  const sourceArea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const typedEarly = sourceArea.current?.value;
    if (typedEarly) setSource(typedEarly);
  }, []);

  const { shown, pending, translateNow } = useLiveTranslation({ text: source, ...pair }, (message) =>
    notification.error({ key: 'translate-text', title: t('failed'), description: message }),
  );
  // Once the user names the source, a language detected for the last text no longer describes it.
  const detectedFrom = pair.from === autoDetect ? shown.detectedFrom : undefined;

  // On a phone the result is below the text typed. A translation asked for (the button, Ctrl+Enter) is
  // brought into view; one made while typing is not, so the text being typed never jumps away.
  const resultArea = useRef<HTMLTextAreaElement>(null);
  const bringResultIntoView = useRef(false);
  useEffect(() => {
    if (!bringResultIntoView.current || !shown.text) return;
    bringResultIntoView.current = false;
    bringIntoView(resultArea.current);
  }, [shown.text]);
  function translateAndShow(): void {
    bringResultIntoView.current = true;
    if (!pending && shown.text) bringIntoView(resultArea.current);
    translateNow();
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
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) translateAndShow();
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
              aria-busy={pending}
              disabled={!source.trim()}
              onClick={translateAndShow}
              data-testid="translate-button"
            >
              {pending ? <span aria-hidden className={buttonSpinner} /> : <TranslationIcon />}
              {t('translate')}
            </button>
          </div>
        </div>
        <div className={styles.pane}>
          <textarea
            ref={resultArea}
            className={`${styles.text} ${styles.result}`}
            value={shown.text}
            readOnly
            placeholder={t('resultPlaceholder')}
            aria-label={t('resultLabel')}
            data-testid="target-text"
          />
          <div className={styles.paneFooter}>
            <span className={styles.about}>
              <span data-testid="detected-language">
                {detectedFrom && t('detected', { language: nameOf(detectedFrom) })}
              </span>
              {shown.engine && (
                <span data-testid="engine-used">{t('engineUsed', { engine: shown.engine })}</span>
              )}
            </span>
            <CopyButton text={shown.text} />
          </div>
        </div>
      </div>
    </section>
  );
}
