'use client';
// Whose wallet a purchase fills: the buyer's own, or their organisation's — a choice offered only to an
// organisation's owner and admins, who buy credits for it.
import { useQuery } from '@tanstack/react-query';
import type { Payer } from '@verso/services';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTRPC } from '@/lib/trpc';
import { ChoiceGroup } from './ChoiceGroup';

interface BuyForState {
  wallet: Payer;
  choose(wallet: Payer): void;
}

const BuyForContext = createContext<BuyForState>({ wallet: 'personal', choose: () => {} });

export function useBuyFor(): BuyForState {
  return useContext(BuyForContext);
}

export function BuyForProvider({ children }: { children: ReactNode }) {
  const [wallet, choose] = useState<Payer>('personal');
  return <BuyForContext.Provider value={{ wallet, choose }}>{children}</BuyForContext.Provider>;
}

export function BuyForChoice() {
  const t = useTranslations('Pricing');
  const { status } = useSession();
  const trpc = useTRPC();
  const summary = useQuery({
    ...trpc.credits.summary.queryOptions(),
    enabled: status === 'authenticated',
  });
  const { wallet, choose } = useBuyFor();
  if (!summary.data?.organization?.canBuy) return null;
  return (
    <ChoiceGroup
      label={t('buyFor')}
      value={wallet}
      onChange={choose}
      options={[
        { value: 'personal', label: t('buyForMe') },
        { value: 'organization', label: t('buyForOrganization') },
      ]}
      testId="buy-for-choice"
    />
  );
}
