'use client';
// What a demo run gave: the wait, the reason it failed, or the original beside the translation (one side at
// a time on a phone) with the translated file to download.
import { DownloadOutlined } from '@ant-design/icons';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Button, Card, Segmented } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import type { DemoResponseBody } from '@/server/demo/demo-response';
import styles from './Demo.module.css';
import { DemoPreview } from './DemoPreview';
import { DemoFailure, downloadUrl } from './run-demo';

export function DemoOutcome({
  demo,
  language,
}: {
  demo: UseMutationResult<DemoResponseBody, Error, void>;
  /** The target language's name, in the visitor's language. */
  language: string;
}) {
  const t = useTranslations('Demo');
  // On a phone the two versions cannot both be read side by side: one shows at a time.
  const [phoneSide, setPhoneSide] = useState<'original' | 'translated'>('translated');
  if (demo.isPending) return <Alert type="info" showIcon title={t('working')} />;
  if (demo.error) return <DemoError error={demo.error} />;
  if (!demo.data) return null;
  return (
    <section className={styles.result} aria-label={t('resultLabel')}>
      <div className={styles.resultBar}>
        <span>{t('wordCount', { count: demo.data.wordCount })}</span>
        <Button
          icon={<DownloadOutlined />}
          href={downloadUrl(demo.data.download)}
          download={demo.data.download.filename}
          data-testid="demo-download"
        >
          {t('download', { filename: demo.data.download.filename })}
        </Button>
      </div>
      {/* antd styles its own root, so the wrapper is what the phone-only rule hides. */}
      <div className={styles.phoneSwitch}>
        <Segmented
          block
          value={phoneSide}
          onChange={setPhoneSide}
          options={[
            { value: 'original', label: t('original') },
            { value: 'translated', label: t('translation', { language }) },
          ]}
        />
      </div>
      <div className={styles.sides} data-phone-side={phoneSide}>
        <Card title={t('original')} size="small" className={styles.original} data-testid="original-preview">
          <DemoPreview preview={demo.data.original} label={t('originalPage')} />
        </Card>
        <Card
          title={t('translation', { language })}
          size="small"
          className={styles.translated}
          data-testid="translated-preview"
        >
          <DemoPreview preview={demo.data.translated} label={t('translatedPage')} />
        </Card>
      </div>
    </section>
  );
}

function DemoError({ error }: { error: Error }) {
  const t = useTranslations('Demo');
  if (error instanceof DemoFailure && error.status === 429) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('rateLimitedTitle')}
        description={
          <>
            {t('rateLimited')} <Link href="/signin">{t('signIn')}</Link>
          </>
        }
        data-testid="demo-error"
      />
    );
  }
  return (
    <Alert type="error" showIcon title={t('failed')} description={error.message} data-testid="demo-error" />
  );
}
