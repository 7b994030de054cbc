'use client';
// The pay method the buyer chooses once for every package on the page; shown only when the site offers
// more than one.
import type { PayMethod } from '@verso/brands';
import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { ChoiceGroup } from './ChoiceGroup';

interface PayMethodState {
  offered: readonly PayMethod[];
  chosen: PayMethod | undefined;
  choose(method: PayMethod): void;
}

const PayMethodContext = createContext<PayMethodState>({ offered: [], chosen: undefined, choose: () => {} });

export function usePayMethod(): PayMethodState {
  return useContext(PayMethodContext);
}

export function PayMethodProvider({
  offered,
  children,
}: {
  offered: readonly PayMethod[];
  children: ReactNode;
}) {
  const [chosen, choose] = useState<PayMethod | undefined>(offered[0]);
  return (
    <PayMethodContext.Provider value={{ offered, chosen, choose }}>{children}</PayMethodContext.Provider>
  );
}

export function PayMethodChoice() {
  const t = useTranslations('Pricing');
  const { offered, chosen, choose } = usePayMethod();
  if (offered.length < 2) return null;
  return (
    <ChoiceGroup
      label={t('payWith')}
      value={chosen}
      onChange={choose}
      options={offered.map((method) => ({ value: method, label: t(`payMethods.${method}`) }))}
      testId="pay-method-choice"
    />
  );
}
