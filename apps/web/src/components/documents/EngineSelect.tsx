'use client';
// Picks the translation engine; engines that cannot run on this server are shown but disabled.
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';

interface EngineSelectProps {
  value: string;
  onChange: (engine: string) => void;
}

export function EngineSelect({ value, onChange }: EngineSelectProps) {
  const t = useTranslations('TranslateDocuments');
  const trpc = useTRPC();
  const { data = [], isLoading } = useQuery(trpc.meta.engines.queryOptions());
  const options = data.map((engine) => ({
    value: engine.id,
    label: engine.label,
    disabled: !engine.status.available,
    title: engine.status.detail,
  }));
  return (
    <Select
      value={value}
      onChange={onChange}
      options={options}
      loading={isLoading}
      aria-label={t('engine')}
      data-testid="engine-select"
      style={{ width: '100%' }}
    />
  );
}
