'use client';
// The demo of one format: choose the sample or a small file, choose the languages, translate, and compare
// the original with the translation side by side.
import { CloudUploadOutlined, FileTextOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Upload } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AvailableDemoFormat } from '@/lib/demo-formats';
import { takeHandedOffFile } from '@/lib/file-handoff';
import styles from './Demo.module.css';
import { DemoOutcome } from './DemoOutcome';
import { DemoRunControls } from './DemoRunControls';
import { type DemoDocument, runDemo } from './run-demo';
import { defaultPair, useDemoOptions } from './useDemoOptions';

export function DemoWorkbench({ format }: { format: AvailableDemoFormat }) {
  const t = useTranslations('Demo');
  const options = useDemoOptions();
  const { limits, nameOf } = options;
  const [pair, setPair] = useState(defaultPair);
  // A file dropped on the home page arrives here already chosen.
  const [document, setDocument] = useState<DemoDocument>(() => {
    const handedOff = takeHandedOffFile();
    return handedOff ? { file: handedOff } : { sample: format.slug };
  });
  const [from = 'en', to = 'es'] = pair.split(':');
  const demo = useMutation({ mutationFn: () => runDemo(document, from, to) });
  const chosenName = 'file' in document ? document.file.name : format.sample;

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
          <DemoRunControls pair={pair} onPairChange={setPair} options={options} demo={demo} />
        </div>
        {limits && (
          <p className={styles.limits}>
            {t('limits', { kb: limits.maxBytes / 1024, pages: limits.maxPdfPages, words: limits.maxWords })}{' '}
            {t('limitsMore', { seconds: limits.maxSeconds })}
          </p>
        )}
      </Card>
      <DemoOutcome demo={demo} language={nameOf(to, to)} />
    </div>
  );
}
