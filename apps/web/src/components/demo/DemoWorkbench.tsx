'use client';
// The demo of one format: choose the sample or a small file, choose the languages, translate, and compare
// the original with the translation side by side.
import {
  CloudUploadOutlined,
  DownloadOutlined,
  FileTextOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Segmented, Select, Upload } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { languageNamer } from '@/components/languages/display-language-name';
import { Link } from '@/i18n/navigation';
import type { AvailableDemoFormat } from '@/lib/demo-formats';
import { takeHandedOffFile } from '@/lib/file-handoff';
import { useTRPC } from '@/lib/trpc';
import styles from './Demo.module.css';
import { DemoPreview } from './DemoPreview';
import { type DemoDocument, DemoFailure, downloadUrl, runDemo } from './run-demo';

const defaultPair = 'en:es';

function usePairOptions() {
  const trpc = useTRPC();
  const locale = useLocale();
  const options = useQuery(
    trpc.demo.options.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );
  const nameOf = useMemo(() => languageNamer(locale), [locale]);
  const pairs = (options.data?.pairs ?? []).map(({ from, to }) => ({
    value: `${from}:${to}`,
    label: `${nameOf(from, from)} → ${nameOf(to, to)}`,
  }));
  return { pairs, limits: options.data?.limits, nameOf };
}

export function DemoWorkbench({ format }: { format: AvailableDemoFormat }) {
  const t = useTranslations('Demo');
  const { pairs, limits, nameOf } = usePairOptions();
  const [pair, setPair] = useState(defaultPair);
  // A file dropped on the home page arrives here already chosen.
  const [document, setDocument] = useState<DemoDocument>(() => {
    const handedOff = takeHandedOffFile();
    return handedOff ? { file: handedOff } : { sample: format.slug };
  });
  const [from = 'en', to = 'es'] = pair.split(':');
  const demo = useMutation({ mutationFn: () => runDemo(document, from, to) });
  const chosenName = 'file' in document ? document.file.name : format.sample;
  // On a phone the two versions cannot both be read side by side: one shows at a time.
  const [phoneSide, setPhoneSide] = useState<'original' | 'translated'>('translated');

  return (
    <div className={styles.workbench}>
      <Card>
        <div className={styles.controls}>
          <div className={styles.choice}>
            <span className={styles.label}>{t('document')}</span>
            <div className={styles.documentButtons}>
              {/* The sample is the document at first: the button is there to go back to it after a file. */}
              {'file' in document && (
                <Button
                  icon={<FileTextOutlined />}
                  onClick={() => setDocument({ sample: format.slug })}
                  data-testid="use-sample"
                >
                  {t('useSample')}
                </Button>
              )}
              <Upload
                accept={format.accept.join(',')}
                showUploadList={false}
                beforeUpload={(file) => {
                  setDocument({ file });
                  return false;
                }}
              >
                <Button icon={<CloudUploadOutlined />} data-testid="upload-file">
                  {t('uploadOwn')}
                </Button>
              </Upload>
            </div>
            <span className={styles.chosen} data-testid="chosen-document">
              {chosenName}
            </span>
          </div>
          <div className={styles.choice}>
            <label className={styles.label} htmlFor="demo-pair">
              {t('languages')}
            </label>
            <Select
              id="demo-pair"
              value={pair}
              onChange={setPair}
              options={
                pairs.length > 0
                  ? pairs
                  : [{ value: defaultPair, label: `${nameOf('en', 'en')} → ${nameOf('es', 'es')}` }]
              }
              className={styles.pairSelect}
              data-testid="demo-pair"
            />
          </div>
          <Button
            type="primary"
            size="large"
            icon={<TranslationOutlined />}
            loading={demo.isPending}
            onClick={() => demo.mutate()}
            data-testid="demo-translate"
          >
            {t('translate')}
          </Button>
        </div>
        {limits && (
          <p className={styles.limits}>
            {t('limits', { kb: limits.maxBytes / 1024, pages: limits.maxPdfPages, words: limits.maxWords })}{' '}
            {t('limitsMore', { seconds: limits.maxSeconds })}
          </p>
        )}
      </Card>
      {demo.isPending && <Alert type="info" showIcon title={t('working')} />}
      {demo.error && <DemoError error={demo.error} />}
      {demo.data && !demo.isPending && (
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
                { value: 'translated', label: t('translation', { language: nameOf(to, to) }) },
              ]}
            />
          </div>
          <div className={styles.sides} data-phone-side={phoneSide}>
            <Card
              title={t('original')}
              size="small"
              className={styles.original}
              data-testid="original-preview"
            >
              <DemoPreview preview={demo.data.original} label={t('originalPage')} />
            </Card>
            <Card
              title={t('translation', { language: nameOf(to, to) })}
              size="small"
              className={styles.translated}
              data-testid="translated-preview"
            >
              <DemoPreview preview={demo.data.translated} label={t('translatedPage')} />
            </Card>
          </div>
        </section>
      )}
    </div>
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
