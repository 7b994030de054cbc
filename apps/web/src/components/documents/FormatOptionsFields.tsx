'use client';
// The choices the chosen file's format offers (bilingual output, columns to translate, keys to skip…);
// only the ones that format reads are shown, so a PDF shows none of a CSV's.
import type { FormatOptions } from '@verso/core';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslations } from 'next-intl';

export type FormatOptionName = keyof FormatOptions;

interface FormatOptionsFieldsProps {
  offered: readonly FormatOptionName[];
  value: FormatOptions;
  onChange(value: FormatOptions): void;
}

const switches = [
  'bilingual',
  'markFuzzy',
  'overwriteExisting',
  'skipComments',
  'skipNotes',
  'skipHeadersFooters',
  'skipHiddenSlides',
  'skipMasterSlides',
  'skipSheetNames',
  'forceOcr',
] as const;
const layouts = ['interleaved', 'table'] as const;
const pageLayouts = ['sideBySide', 'alternating'] as const;
const lists = ['columns', 'excludeKeys'] as const;

export function FormatOptionsFields({ offered, value, onChange }: FormatOptionsFieldsProps) {
  const t = useTranslations('FormatOptions');
  const set = (changes: FormatOptions) => onChange({ ...value, ...changes });
  const switchItem = (name: (typeof switches)[number]) => (
    <Form.Item key={name} label={t(`${name}.label`)} extra={t(`${name}.help`)}>
      <Switch
        checked={value[name] ?? false}
        onChange={(checked) => set({ [name]: checked })}
        data-testid={`option-${name}`}
      />
    </Form.Item>
  );
  return (
    <>
      {/* The bilingual layouts sit right under the switch that shows them. */}
      {offered.includes('bilingual') && switchItem('bilingual')}
      {offered.includes('bilingualLayout') && value.bilingual && (
        <Form.Item label={t('bilingualLayout.label')} extra={t('bilingualLayout.help')}>
          <Select
            value={value.bilingualLayout ?? 'interleaved'}
            onChange={(layout: (typeof layouts)[number]) => set({ bilingualLayout: layout })}
            options={layouts.map((layout) => ({ value: layout, label: t(`bilingualLayout.${layout}`) }))}
            data-testid="option-bilingualLayout"
          />
        </Form.Item>
      )}
      {offered.includes('bilingualPages') && value.bilingual && (
        <Form.Item label={t('bilingualPages.label')} extra={t('bilingualPages.help')}>
          <Select
            value={value.bilingualPages ?? 'sideBySide'}
            onChange={(layout: (typeof pageLayouts)[number]) => set({ bilingualPages: layout })}
            options={pageLayouts.map((layout) => ({ value: layout, label: t(`bilingualPages.${layout}`) }))}
            data-testid="option-bilingualPages"
          />
        </Form.Item>
      )}
      {switches.filter((name) => name !== 'bilingual' && offered.includes(name)).map(switchItem)}
      {offered.includes('password') && (
        <Form.Item label={t('password.label')} extra={t('password.help')}>
          <Input.Password
            value={value.password ?? ''}
            onChange={(event) => set({ password: event.target.value || undefined })}
            autoComplete="off"
            data-testid="option-password"
          />
        </Form.Item>
      )}
      {lists
        .filter((name) => offered.includes(name))
        .map((name) => (
          <Form.Item key={name} label={t(`${name}.label`)} extra={t(`${name}.help`)}>
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              value={value[name] ?? []}
              onChange={(names: string[]) => set({ [name]: names })}
              placeholder={t(`${name}.example`)}
              data-testid={`option-${name}`}
            />
          </Form.Item>
        ))}
    </>
  );
}

/** The options as form fields for POST /api/jobs: flags as "true", lists comma-separated. */
export function appendFormatOptions(form: FormData, options: FormatOptions) {
  for (const [name, option] of Object.entries(options)) {
    if (Array.isArray(option)) {
      if (option.length > 0) form.append(name, option.join(','));
    } else if (typeof option === 'string') {
      form.append(name, option);
    } else if (option) {
      form.append(name, 'true');
    }
  }
}
