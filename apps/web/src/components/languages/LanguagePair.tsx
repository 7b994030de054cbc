'use client';
// Source and target pickers with a swap button between them.
import { SwapOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import styles from './LanguagePair.module.css';
import { LanguageSelect } from './LanguageSelect';
import { autoDetect, type LanguagePairValue } from './language-pair-value';

interface LanguagePairProps {
  value: LanguagePairValue;
  onChange: (value: LanguagePairValue) => void;
}

export function LanguagePair({ value, onChange }: LanguagePairProps) {
  const t = useTranslations('Languages');
  return (
    <div className={styles.pair}>
      <LanguageSelect
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        ariaLabel={t('source')}
        testId="source-language"
        side="source"
        allowAuto
      />
      <Button
        className={styles.swap}
        icon={<SwapOutlined />}
        aria-label={t('swap')}
        title={t('swap')}
        // A detected language cannot become the target.
        disabled={value.from === autoDetect}
        onClick={() => onChange({ from: value.to, to: value.from })}
      />
      <LanguageSelect
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        ariaLabel={t('target')}
        testId="target-language"
        side="target"
      />
    </div>
  );
}
