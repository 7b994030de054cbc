'use client';
// Creates or edits one glossary: its name, the languages it is meant for, and its terms.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { glossaryLimits } from '@verso/services/glossary-rules';
import { App, Button, Form, Input, Select, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLanguages } from '@/components/languages/use-languages';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';
import { CsvImportButton } from './CsvImportButton';
import { type DraftTerm, draftTerm, filledRows, savedTerms } from './draft-terms';
import styles from './Glossaries.module.css';
import { TermsTable } from './TermsTable';

interface GlossaryDraft {
  name: string;
  sourceLang: string | null;
  targetLang: string | null;
  terms: DraftTerm[];
}

const blankDraft = (): GlossaryDraft => ({
  name: '',
  sourceLang: null,
  targetLang: null,
  terms: [draftTerm()],
});

interface GlossaryEditorProps {
  /** The glossary to edit; none for a new one. */
  glossaryId?: string;
  onDone: () => void;
}

export function GlossaryEditor({ glossaryId, onDone }: GlossaryEditorProps) {
  const trpc = useTRPC();
  const existing = useQuery({
    ...trpc.glossary.byId.queryOptions({ id: glossaryId ?? '' }),
    enabled: glossaryId !== undefined,
  });
  if (glossaryId === undefined) return <GlossaryForm initial={blankDraft()} onDone={onDone} />;
  if (!existing.data) return <Spin className={styles.loading} />;
  const { name, sourceLang, targetLang, terms } = existing.data;
  return (
    <GlossaryForm
      key={glossaryId}
      glossaryId={glossaryId}
      initial={{ name, sourceLang, targetLang, terms: terms.map(draftTerm) }}
      onDone={onDone}
    />
  );
}

interface GlossaryFormProps {
  glossaryId?: string;
  initial: GlossaryDraft;
  onDone: () => void;
}

function GlossaryForm({ glossaryId, initial, onDone }: GlossaryFormProps) {
  const t = useTranslations('Glossaries');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const notification = useToast();
  const { options: languageOptions } = useLanguages();
  const [draft, setDraft] = useState(initial);
  const change = (fields: Partial<GlossaryDraft>) => setDraft((current) => ({ ...current, ...fields }));

  const callbacks = {
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: trpc.glossary.pathKey() });
      message.success(t('saved'));
      onDone();
    },
    onError: (error: { message: string }) =>
      notification.error({ key: 'save-glossary', title: t('saveFailed'), description: error.message }),
  };
  const create = useMutation(trpc.glossary.create.mutationOptions(callbacks));
  const update = useMutation(trpc.glossary.update.mutationOptions(callbacks));
  const save = () => {
    const fields = { ...draft, terms: savedTerms(draft.terms) };
    if (glossaryId) update.mutate({ id: glossaryId, changes: fields });
    else create.mutate(fields);
  };

  const languageSelect = (field: 'sourceLang' | 'targetLang') => (
    <Select
      value={draft[field]}
      onChange={(code?: string) => change({ [field]: code ?? null })}
      options={languageOptions}
      allowClear
      placeholder={t('anyLanguage')}
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t(field)}
      style={{ width: '100%' }}
    />
  );

  return (
    <Form layout="vertical" requiredMark={false} onFinish={save} data-testid="glossary-editor">
      <Form.Item label={t('name')} htmlFor="glossary-name">
        <Input
          id="glossary-name"
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
          placeholder={t('namePlaceholder')}
          maxLength={glossaryLimits.nameLength}
          autoFocus={!glossaryId}
        />
      </Form.Item>
      <div className={styles.languages}>
        <Form.Item label={t('sourceLang')}>{languageSelect('sourceLang')}</Form.Item>
        <Form.Item label={t('targetLang')}>{languageSelect('targetLang')}</Form.Item>
      </div>
      <div className={styles.termsHeader}>
        <h3 className={styles.termsTitle}>{t('termsTitle', { count: filledRows(draft.terms).length })}</h3>
        <CsvImportButton
          // Imported terms go after the filled rows; the blank row a new glossary starts with goes.
          onImported={(imported) =>
            change({ terms: [...filledRows(draft.terms), ...imported.map(draftTerm)] })
          }
        />
      </div>
      <TermsTable terms={draft.terms} onChange={(terms) => change({ terms })} />
      <div className={`${styles.actions} ${styles.formActions}`}>
        <Button onClick={onDone}>{t('cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!draft.name.trim()}
          loading={create.isPending || update.isPending}
          data-testid="save-glossary"
        >
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}
