'use client';
// The choices the chosen file's format offers (bilingual output, columns to translate, keys to skip…);
// only the ones that format reads are shown, so a PDF shows none of a CSV's.
import { useQuery } from '@tanstack/react-query';
import type { FormatOptions, SpeechEngineId } from '@verso/core';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';
import { bilingualKindsOf, type ChosenFormat } from './bilingual-kinds';

export type FormatOptionName = keyof FormatOptions;

interface FormatOptionsFieldsProps {
  /** The chosen files' formats: the fields shown are the options any of them reads. */
  formats: readonly ChosenFormat[];
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
  'translateImages',
] as const;
const layouts = ['interleaved', 'table'] as const;
const pageLayouts = ['sideBySide', 'alternating'] as const;
const lists = ['columns', 'excludeKeys'] as const;

export function FormatOptionsFields({ formats, value, onChange }: FormatOptionsFieldsProps) {
  const t = useTranslations('FormatOptions');
  const offered = [...new Set(formats.flatMap((format) => format.options))] as FormatOptionName[];
  const set = (changes: FormatOptions) => onChange({ ...value, ...changes });
  const help = (name: (typeof switches)[number]) =>
    name === 'bilingual'
      ? bilingualKindsOf(formats)
          .map((kind) => t(`bilingual.${kind}`))
          .join(' ') || t('bilingual.help')
      : t(`${name}.help`);
  const switchItem = (name: (typeof switches)[number]) => (
    <Form.Item key={name} label={t(`${name}.label`)} extra={help(name)}>
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
      {offered.includes('speechEngine') && (
        <SpeechEngineField value={value.speechEngine} onChange={(speechEngine) => set({ speechEngine })} />
      )}
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

/** The options as form fields, as POST /api/jobs and a re-run read them: flags "true", lists comma-separated. */
export function formatOptionFields(options: FormatOptions): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, option] of Object.entries(options)) {
    if (Array.isArray(option)) {
      if (option.length > 0) fields[name] = option.join(',');
    } else if (typeof option === 'string') {
      fields[name] = option;
    } else if (option) {
      fields[name] = 'true';
    }
  }
  return fields;
}

export function appendFormatOptions(form: FormData, options: FormatOptions) {
  for (const [name, value] of Object.entries(formatOptionFields(options))) form.append(name, value);
}

/** Which recogniser hears a recording: those that work here, the operator's default first; what it can hear below. */
function SpeechEngineField({ value, onChange }: { value?: string; onChange(id: string): void }) {
  const t = useTranslations('FormatOptions');
  const trpc = useTRPC();
  const engines = useQuery(
    trpc.meta.speechEngines.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );
  const chosen = engines.data?.find((engine) => engine.id === value) ?? engines.data?.[0];
  return (
    <Form.Item
      label={t('speechEngine.label')}
      extra={chosen && t(`speechEngine.${chosen.id as SpeechEngineId}`)}
    >
      <Select
        value={chosen?.id}
        loading={engines.isPending}
        onChange={onChange}
        options={(engines.data ?? []).map((engine) => ({ value: engine.id, label: engine.label }))}
        data-testid="option-speechEngine"
      />
    </Form.Item>
  );
}
