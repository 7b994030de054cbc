'use client';
// The plain-text translator: type on the left, read the translation on the right.
import { TranslationOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LanguagePair, type LanguagePairValue } from '@/components/languages/LanguagePair';
import { useLanguages } from '@/components/languages/use-languages';
import { useToast } from '@/components/toasts/ToastProvider';
import { maxTextCharacters } from '@/lib/text-limits';
import { useTRPC } from '@/lib/trpc';
import { CopyButton } from './CopyButton';
import styles from './TextTranslator.module.css';

// Both text areas grow with their text from this height. Also given as `rows`, so the page's HTML has them
// at that height already: antd sizes them only once the scripts run, which moved the footer.
const rows = { minRows: 10, maxRows: 24 };

export function TextTranslator() {
  const t = useTranslations('TranslateText');
  const trpc = useTRPC();
  const notification = useToast();
  const [pair, setPair] = useState<LanguagePairValue>({ from: 'en', to: 'es' });
  const [source, setSource] = useState('');
  const [result, setResult] = useState('');
  const [detectedFrom, setDetectedFrom] = useState<string | undefined>();
  const { nameOf } = useLanguages();

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

  function translate(): void {
    if (!source.trim()) return;
    translation.mutate({ text: source, ...pair });
  }

  return (
    <Card>
      <LanguagePair value={pair} onChange={setPair} />
      <div className={styles.panes}>
        <div className={styles.pane}>
          <Input.TextArea
            value={source}
            onChange={(event) => setSource(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) translate();
            }}
            maxLength={maxTextCharacters}
            rows={rows.minRows}
            autoSize={rows}
            placeholder={t('sourcePlaceholder')}
            aria-label={t('sourceLabel')}
            data-testid="source-text"
          />
          <div className={styles.paneFooter}>
            <span data-testid="character-count">
              {t('characterCount', { count: source.length, max: maxTextCharacters })}
            </span>
            <Button
              type="primary"
              icon={<TranslationOutlined />}
              loading={translation.isPending}
              disabled={!source.trim()}
              onClick={translate}
              data-testid="translate-button"
            >
              {t('translate')}
            </Button>
          </div>
        </div>
        <div className={styles.pane}>
          <Input.TextArea
            value={result}
            readOnly
            rows={rows.minRows}
            autoSize={rows}
            placeholder={t('resultPlaceholder')}
            aria-label={t('resultLabel')}
            className={styles.result}
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
    </Card>
  );
}
