'use client';
// Amounts on the dashboard: minor units (cents, fen) shown in the viewer's locale with the currency.
import { useFormatter } from 'next-intl';

export function useMoney() {
  const format = useFormatter();
  return (amountMinor: number, currency: string) =>
    format.number(amountMinor / 100, { style: 'currency', currency });
}
