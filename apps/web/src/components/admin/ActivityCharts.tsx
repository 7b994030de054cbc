'use client';
// The last 30 days drawn: jobs and words per engine, failures, stored data, and the queue as it is now.
import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@verso/services';
import { Alert } from 'antd';
import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { useTRPC } from '@/lib/trpc';
import styles from './AdminDashboard.module.css';
import { lastDays, seriesPerDay } from './charts/chart-series';
import { DailyChart } from './charts/DailyChart';

const shownDays = 30;

type ChartSpec = Omit<ComponentProps<typeof DailyChart>, 'labels' | 'labelHeading'> &
  Partial<Pick<ComponentProps<typeof DailyChart>, 'labels' | 'labelHeading'>>;
const megabyte = 1_000_000;

export function ActivityCharts({ queue }: { queue: AdminOverview['queue'] }) {
  const t = useTranslations('AdminDashboard.charts');
  const tRevenue = useTranslations('AdminDashboard.revenue');
  const trpc = useTRPC();
  const activity = useQuery(trpc.admin.activity.queryOptions({ days: shownDays }));
  const storage = useQuery(trpc.admin.storage.queryOptions({ days: shownDays }));
  const days = lastDays(shownDays);
  const rows = activity.data ?? [];
  const byEngine = (amountOf: (row: (typeof rows)[number]) => number) =>
    seriesPerDay(rows, days, (row) => row.engine, amountOf);
  const error = activity.error ?? storage.error;
  const charts: ChartSpec[] = [
    {
      testId: 'chart-jobs',
      kind: 'bar',
      stacked: true,
      title: t('jobsPerDay'),
      series: byEngine((row) => row.jobs),
    },
    { testId: 'chart-words', kind: 'line', title: t('wordsPerDay'), series: byEngine((row) => row.words) },
    {
      testId: 'chart-failures',
      kind: 'bar',
      title: t('failuresPerDay'),
      // Every engine's failures together: the chart asks "how many", not "whose".
      series: seriesPerDay(
        rows,
        days,
        () => t('failed'),
        (row) => row.failed,
      ),
    },
    {
      testId: 'chart-storage',
      kind: 'bar',
      counts: false,
      title: t('storagePerDay'),
      series: seriesPerDay(
        storage.data ?? [],
        days,
        () => t('storagePerDay'),
        (row) => Math.round((row.bytes / megabyte) * 10) / 10,
      ),
    },
    {
      testId: 'chart-queue',
      kind: 'bar',
      title: t('queueNow'),
      labelHeading: t('state'),
      labels: [t('waiting'), t('running')],
      series: [{ label: t('jobs'), values: [queue.waiting, queue.running] }],
    },
  ];

  return (
    <section className={styles.section} data-testid="admin-charts">
      <h2>{t('title', { days: shownDays })}</h2>
      {error && <Alert type="error" showIcon title={error.message} />}
      <div className={styles.charts}>
        {charts.map((chart) => (
          <DailyChart key={chart.testId} labels={days} labelHeading={tRevenue('day')} {...chart} />
        ))}
      </div>
    </section>
  );
}
