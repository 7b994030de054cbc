'use client';
// Source and target pickers with a swap button between them, as the browser's own <select>s: for the pages
// that load without antd (/translateText). Typing a language's first letters picks it, as in antd's search.
import { useTranslations } from 'next-intl';
import { SwapIcon } from '@/components/shell/icons';
import { siteButton } from '@/components/shell/site-button';
import styles from './LanguagePair.module.css';
import { autoDetect, type LanguagePairValue } from './language-pair-value';
import { type LanguageSide, useLanguages } from './use-languages';

interface NativeLanguagePairProps {
  value: LanguagePairValue;
  onChange: (value: LanguagePairValue) => void;
}

export function NativeLanguagePair({ value, onChange }: NativeLanguagePairProps) {
  const t = useTranslations('Languages');
  const { optionsFor } = useLanguages();
  // Until the list arrives, a chosen code is still an option, so the pickers keep their values.
  const optionsWith = (code: string, side: LanguageSide) => {
    const options = optionsFor(side);
    return (
      options.some((option) => option.value === code) || code === autoDetect
        ? options
        : [{ value: code, label: code, disabled: false }, ...options]
    ).map((option) => (
      <option key={option.value} value={option.value} disabled={option.disabled}>
        {option.label}
      </option>
    ));
  };
  return (
    <div className={styles.pair}>
      <select
        className={styles.select}
        value={value.from}
        onChange={(event) => onChange({ ...value, from: event.target.value })}
        aria-label={t('source')}
        data-testid="source-language"
      >
        <option value={autoDetect}>{t('detect')}</option>
        {optionsWith(value.from, 'source')}
      </select>
      <button
        type="button"
        className={`${siteButton('default', 'icon')} ${styles.swap}`}
        aria-label={t('swap')}
        title={t('swap')}
        // A detected language cannot become the target.
        disabled={value.from === autoDetect}
        onClick={() => onChange({ from: value.to, to: value.from })}
      >
        <SwapIcon />
      </button>
      <select
        className={styles.select}
        value={value.to}
        onChange={(event) => onChange({ ...value, to: event.target.value })}
        aria-label={t('target')}
        data-testid="target-language"
      >
        {optionsWith(value.to, 'target')}
      </select>
    </div>
  );
}
