'use client';
// Every demo's controls after the document: the languages (the pairs the offline engine serves, English →
// Spanish until they arrive) and the button that runs the demo.
import { TranslationOutlined } from '@ant-design/icons';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button, Select } from 'antd';
import { useTranslations } from 'next-intl';
import type { DemoResponseBody } from '@/server/demo/demo-response';
import styles from './Demo.module.css';
import { defaultPair, type useDemoOptions } from './useDemoOptions';

type Options = ReturnType<typeof useDemoOptions>;

export function DemoRunControls({
  pair,
  onPairChange,
  options: { pairs, nameOf },
  demo,
}: {
  pair: string;
  onPairChange: (pair: string) => void;
  options: Options;
  demo: UseMutationResult<DemoResponseBody, Error, void>;
}) {
  const t = useTranslations('Demo');
  return (
    <>
      <div className={styles.choice}>
        <label className={styles.label} htmlFor="demo-pair">
          {t('languages')}
        </label>
        <Select
          id="demo-pair"
          value={pair}
          onChange={onPairChange}
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
    </>
  );
}
