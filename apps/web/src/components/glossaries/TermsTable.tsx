'use client';
// The editable list of a glossary's terms. Wide screens get a column per field; phones get the source
// above its translation and the two switches stacked, so nothing scrolls sideways.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { glossaryLimits } from '@verso/services/glossary-rules';
import { Button, Grid, Input, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type DraftTerm, draftTerm } from './draft-terms';
import styles from './Glossaries.module.css';

const pageSize = 20;

interface TermsTableProps {
  terms: DraftTerm[];
  onChange: (terms: DraftTerm[]) => void;
}

export function TermsTable({ terms, onChange }: TermsTableProps) {
  const t = useTranslations('Glossaries');
  const wide = Grid.useBreakpoint().md ?? false;
  const [page, setPage] = useState(1);
  // Removing the last rows may leave the page past the end; show the last page there is instead.
  const currentPage = Math.min(page, Math.max(1, Math.ceil(terms.length / pageSize)));
  const numberOf = (term: DraftTerm) => terms.indexOf(term) + 1;
  const edit = (key: string, change: Partial<DraftTerm>) =>
    onChange(terms.map((term) => (term.key === key ? { ...term, ...change } : term)));
  const addTerm = () => {
    onChange([...terms, draftTerm()]);
    setPage(Math.ceil((terms.length + 1) / pageSize));
  };

  const sourceInput = (term: DraftTerm) => (
    <Input
      value={term.source}
      onChange={(event) => edit(term.key, { source: event.target.value })}
      placeholder={t('source')}
      aria-label={t('sourceOf', { number: numberOf(term) })}
      maxLength={glossaryLimits.termLength}
    />
  );
  const targetInput = (term: DraftTerm) => (
    <Input
      value={term.keepAsIs ? term.source : term.target}
      onChange={(event) => edit(term.key, { target: event.target.value })}
      disabled={term.keepAsIs}
      placeholder={t('target')}
      aria-label={t('targetOf', { number: numberOf(term) })}
      maxLength={glossaryLimits.termLength}
    />
  );
  const caseSwitch = (term: DraftTerm) => (
    <Switch
      size="small"
      checked={term.caseSensitive}
      onChange={(caseSensitive) => edit(term.key, { caseSensitive })}
      aria-label={t('caseSensitiveOf', { number: numberOf(term) })}
    />
  );
  const keepSwitch = (term: DraftTerm) => (
    <Switch
      size="small"
      checked={term.keepAsIs}
      onChange={(keepAsIs) => edit(term.key, { keepAsIs })}
      aria-label={t('keepAsIsOf', { number: numberOf(term) })}
    />
  );
  const removeButton = (term: DraftTerm) => (
    <Button
      type="text"
      icon={<DeleteOutlined />}
      onClick={() => onChange(terms.filter((other) => other.key !== term.key))}
      aria-label={t('removeTermOf', { number: numberOf(term) })}
      title={t('removeTerm')}
    />
  );

  const remove = { key: 'remove', width: 48, render: (_: unknown, term: DraftTerm) => removeButton(term) };
  const wideColumns: ColumnsType<DraftTerm> = [
    { title: t('source'), key: 'source', render: (_, term) => sourceInput(term) },
    { title: t('target'), key: 'target', render: (_, term) => targetInput(term) },
    {
      title: t('caseSensitive'),
      key: 'case',
      align: 'center',
      width: 110,
      render: (_, term) => caseSwitch(term),
    },
    { title: t('keepAsIs'), key: 'keep', align: 'center', width: 100, render: (_, term) => keepSwitch(term) },
    remove,
  ];
  const narrowColumns: ColumnsType<DraftTerm> = [
    {
      title: t('term'),
      key: 'term',
      render: (_, term) => (
        <div className={styles.stacked}>
          {sourceInput(term)}
          {targetInput(term)}
        </div>
      ),
    },
    {
      title: t('options'),
      key: 'options',
      width: 124,
      render: (_, term) => (
        <div className={styles.stacked}>
          <span className={styles.switchRow}>
            {caseSwitch(term)} {t('caseSensitive')}
          </span>
          <span className={styles.switchRow}>
            {keepSwitch(term)} {t('keepAsIs')}
          </span>
        </div>
      ),
    },
    remove,
  ];

  return (
    <div className={styles.terms}>
      <Table<DraftTerm>
        rowKey="key"
        size="small"
        columns={wide ? wideColumns : narrowColumns}
        dataSource={terms}
        pagination={{
          current: currentPage,
          onChange: setPage,
          pageSize,
          hideOnSinglePage: true,
          showSizeChanger: false,
          size: 'small',
        }}
        locale={{ emptyText: t('noTerms') }}
        data-testid="glossary-terms"
      />
      <Button icon={<PlusOutlined />} onClick={addTerm} block type="dashed" data-testid="add-term">
        {t('addTerm')}
      </Button>
    </div>
  );
}
