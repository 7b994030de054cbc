'use client';
// A searchable language picker fed by meta.languages.
import { Select } from 'antd';
import { useLanguages } from './use-languages';

interface LanguageSelectProps {
  value: string;
  onChange: (code: string) => void;
  ariaLabel: string;
  testId: string;
}

export function LanguageSelect({ value, onChange, ariaLabel, testId }: LanguageSelectProps) {
  const { options, isLoading } = useLanguages();
  return (
    <Select
      value={value}
      onChange={onChange}
      options={options}
      loading={isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={ariaLabel}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
