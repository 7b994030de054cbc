'use client';
// Picks how to translate: a model tier (Basic, Advanced, Thinking, routed by the operator) or one engine
// by name. Engines that cannot run on this server are shown but disabled.
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
  const engines = useQuery(trpc.meta.engines.queryOptions());
  const tiers = useQuery(trpc.meta.tiers.queryOptions());
  const options = [
    {
      label: t('tiers'),
      title: t('tiers'),
      options: (tiers.data ?? []).map((tier) => ({
        value: tier.id,
        label: t('tierOption', { tier: t(`tier.${tier.id}`), engine: tier.engineLabel }),
        disabled: !tier.available,
      })),
    },
    {
      label: t('engines'),
      title: t('engines'),
      options: (engines.data ?? []).map((engine) => ({
        value: engine.id,
        label: engine.label,
        disabled: !engine.available,
      })),
    },
  ];
  return (
    <Select
      value={value}
      onChange={onChange}
      options={options}
      loading={engines.isLoading || tiers.isLoading}
      aria-label={t('engine')}
      data-testid="engine-select"
      style={{ width: '100%' }}
    />
  );
}
