'use client';
// Chooses the glossary a document is translated with (or none), with the way in to managing them.
import { BookOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useTRPC } from '@/lib/trpc';
import styles from './Glossaries.module.css';
import { GlossaryDrawer } from './GlossaryDrawer';

interface GlossaryPickerProps {
  value: string | undefined;
  onChange: (glossaryId: string | undefined) => void;
}

const none = '';

export function GlossaryPicker({ value, onChange }: GlossaryPickerProps) {
  const t = useTranslations('Glossaries');
  const trpc = useTRPC();
  const [managing, setManaging] = useState(false);
  const { data, isLoading } = useQuery(trpc.glossary.list.queryOptions());

  // A glossary deleted in the drawer must not stay chosen.
  useEffect(() => {
    if (value && data && !data.some((glossary) => glossary.id === value)) onChange(undefined);
  }, [value, data, onChange]);

  const options = [
    { value: none, label: t('none'), count: undefined },
    ...(data ?? []).map((glossary) => ({
      value: glossary.id,
      label: glossary.name,
      count: glossary.termCount,
    })),
  ];
  return (
    <div className={styles.pickerRow}>
      <Select
        value={value ?? none}
        onChange={(chosen: string) => onChange(chosen === none ? undefined : chosen)}
        options={options}
        loading={isLoading}
        optionRender={({ data: option }) => (
          <span className={styles.optionRow}>
            <span>{option.label}</span>
            {option.count !== undefined && (
              <span className={styles.optionCount}>{t('termCount', { count: option.count })}</span>
            )}
          </span>
        )}
        aria-label={t('label')}
        data-testid="glossary-select"
        style={{ width: '100%' }}
      />
      <Button icon={<BookOutlined />} onClick={() => setManaging(true)} data-testid="manage-glossaries">
        {t('manage')}
      </Button>
      <GlossaryDrawer open={managing} onClose={() => setManaging(false)} />
    </div>
  );
}
