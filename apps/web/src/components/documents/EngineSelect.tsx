'use client';
// Picks how to translate: a model tier (Basic, Advanced, Thinking, routed by the operator), each with the
// engine behind it, or one engine by name. A tier routed to the same engine as a lower one is left out,
// so it does not look better than it is; engines that cannot run here are left out too (the admin
// dashboard and `verso engines` list them for the operator).
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
      options: (tiers.data ?? [])
        .filter((tier) => tier.sameAs === null)
        .map((tier) => ({
          value: tier.id,
          label: t('tierOption', { tier: t(`tier.${tier.id}`), engine: tier.engineLabel }),
          disabled: !tier.available,
        })),
    },
    {
      label: t('engines'),
      title: t('engines'),
      options: (engines.data ?? [])
        .filter((engine) => engine.available)
        .map((engine) => ({ value: engine.id, label: engine.label })),
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
