'use client';
// Dates on the dashboard: short and in the viewer's locale.
import { useFormatter } from 'next-intl';

export function useWhen() {
  const format = useFormatter();
  return (date: Date | null) =>
    date ? format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}
