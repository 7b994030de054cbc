'use client';
// A job's engine as the form named it ("Basic · Apertium"), not as it is stored ("basic", "apertium"):
// the label each engine gives itself, and the tier's name in the reader's language.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';

const tierIds = new Set(['basic', 'advanced', 'thinking']);

export function useEngineName(): (job: { engine: string; tier: string | null }) => string {
  const tTier = useTranslations('TranslateDocuments.tier');
  const trpc = useTRPC();
  const engines = useQuery(trpc.meta.engines.queryOptions());
  return ({ engine, tier }) => {
    const label = engines.data?.find((known) => known.id === engine)?.label ?? engine;
    // The form's "{tier} · {engine}", the same in every catalogue.
    return tier && tierIds.has(tier) ? `${tTier(tier)} · ${label}` : label;
  };
}
