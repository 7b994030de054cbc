'use client';
// The arXiv demo: the sample paper (the operator's DEMO_ARXIV_ID, or the one written for the product), or a
// paper the visitor names by its id or link, translated and compiled; the PDFs' pages side by side.
import { useMutation } from '@tanstack/react-query';
import { Card, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './Demo.module.css';
import { DemoOutcome } from './DemoOutcome';
import { DemoRunControls } from './DemoRunControls';
import { type DemoDocument, runDemo } from './run-demo';
import { defaultPair, useDemoOptions } from './useDemoOptions';

export function ArxivDemoWorkbench() {
  const t = useTranslations('Demo');
  const options = useDemoOptions();
  const { limits, samplePaper, nameOf } = options;
  const [pair, setPair] = useState(defaultPair);
  // Empty: the sample paper.
  const [typed, setTyped] = useState('');
  const [from = 'en', to = 'es'] = pair.split(':');
  const paper: DemoDocument = typed.trim() ? { arxiv: typed.trim() } : { paper: 'sample' };
  const demo = useMutation({ mutationFn: () => runDemo(paper, from, to) });

  return (
    <div className={styles.workbench}>
      <Card>
        <div className={styles.controls}>
          <div className={`${styles.choice} ${styles.paperChoice}`}>
            <label className={styles.label} htmlFor="demo-arxiv">
              {t('paperLabel')}
            </label>
            <Input
              id="demo-arxiv"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={samplePaper}
              allowClear
              maxLength={200}
              data-testid="demo-arxiv"
            />
            <span className={styles.chosen} data-testid="chosen-document">
              {typed.trim() || t('paperSample', { paper: samplePaper ?? '' })}
            </span>
          </div>
          <DemoRunControls pair={pair} onPairChange={setPair} options={options} demo={demo} />
        </div>
        {limits && (
          <p className={styles.limits}>
            {t('paperLimits', {
              kb: limits.maxBytes / 1024,
              pages: limits.maxPdfPages,
              words: limits.maxWords,
            })}
          </p>
        )}
      </Card>
      <DemoOutcome demo={demo} language={nameOf(to, to)} />
    </div>
  );
}
