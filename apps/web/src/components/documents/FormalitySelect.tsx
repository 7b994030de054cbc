'use client';
// How formal the translation should sound. The form offers DeepL's `prefer_*` values: where the target
// language has no formal forms they fall back to the usual translation, where `more`/`less` would fail
// the job. (API v1 takes all five values.)
import { type Formality, isFormality } from '@verso/core/engines/formality';
import { Select } from 'antd';
import { useTranslations } from 'next-intl';

const choices = [
  { value: 'default', label: 'default' },
  { value: 'prefer_more', label: 'more' },
  { value: 'prefer_less', label: 'less' },
] as const satisfies readonly { value: Formality; label: string }[];

/**
 * The form's choice for a job's stored formality: API v1's strict `more`/`less` become their `prefer_*`
 * forms, which ask the same of the engine without failing where the language has no formal forms.
 */
export function formalityChoice(stored: string | null): Formality {
  if (stored === 'more' || stored === 'less') return `prefer_${stored}`;
  return stored && isFormality(stored) ? stored : 'default';
}

/** The key of the words for a job's stored formality ("more": "More formal"). */
export const formalityLabel = (stored: string | null) =>
  choices.find((choice) => choice.value === formalityChoice(stored))?.label ?? 'default';

interface FormalitySelectProps {
  value: Formality;
  onChange: (value: Formality) => void;
}

export function FormalitySelect({ value, onChange }: FormalitySelectProps) {
  const t = useTranslations('TranslateDocuments.formality');
  return (
    <Select<Formality>
      value={value}
      onChange={onChange}
      aria-label={t('label')}
      data-testid="formality"
      options={choices.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
    />
  );
}
