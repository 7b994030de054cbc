'use client';
// A searchable language picker fed by meta.languages; a source picker may also offer "Detect language".
import { Select } from 'antd';
import { useTranslations } from 'next-intl';
import { autoDetect } from './language-pair-value';
import { type LanguageSide, useLanguages } from './use-languages';

interface LanguageSelectProps {
  value: string;
  onChange: (code: string) => void;
  ariaLabel: string;
  testId: string;
  /** The side of the pair it picks: languages no engine serves on that side are disabled. */
  side: LanguageSide;
  /** Offer "Detect language" first. */
  allowAuto?: boolean;
}

export function LanguageSelect({ value, onChange, ariaLabel, testId, side, allowAuto }: LanguageSelectProps) {
  const t = useTranslations('Languages');
  const { optionsFor, isLoading } = useLanguages();
  const options = optionsFor(side);
  return (
    <Select
      value={value}
      onChange={onChange}
      options={allowAuto ? [{ value: autoDetect, label: t('detect') }, ...options] : options}
      loading={isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={ariaLabel}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
