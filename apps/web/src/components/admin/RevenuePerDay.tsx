'use client';
// Revenue per UTC day and currency: paid less refunded for the orders paid that day, drawn as one line
// per currency above the table that gives the exact amounts.
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type RouterOutputs, useTRPC } from '@/lib/trpc';
import styles from './AdminDashboard.module.css';
import { seriesPerDay } from './charts/chart-series';
import { DailyChart } from './charts/DailyChart';
import { useMoney } from './use-money';

type RevenueDay = RouterOutputs['admin']['revenue'][number];

const lastDays = 30;

export function RevenuePerDay() {
  const t = useTranslations('AdminDashboard.revenue');
  const trpc = useTRPC();
  const money = useMoney();
  const [days, setDays] = useState<[Dayjs, Dayjs]>(() => [
    dayjs()
      .subtract(lastDays - 1, 'day')
      .startOf('day'),
    dayjs().startOf('day'),
  ]);
  const paidIn = { from: days[0].toDate(), to: days[1].add(1, 'day').toDate() };
  const revenue = useQuery(trpc.admin.revenue.queryOptions(paidIn));
  const rows = revenue.data ?? [];
  const labels = Array.from({ length: days[1].diff(days[0], 'day') + 1 }, (_, index) =>
    days[0].add(index, 'day').format('YYYY-MM-DD'),
  );

  const columns: ColumnsType<RevenueDay> = [
    { title: t('day'), dataIndex: 'day' },
    { title: t('currency'), dataIndex: 'currency' },
    { title: t('paid'), key: 'paid', align: 'end', render: (_, row) => money(row.paidMinor, row.currency) },
    {
      title: t('refunded'),
      key: 'refunded',
      align: 'end',
      render: (_, row) => money(row.refundedMinor, row.currency),
    },
    { title: t('net'), key: 'net', align: 'end', render: (_, row) => money(row.netMinor, row.currency) },
  ];

  return (
    <section className={styles.section} data-testid="revenue-per-day">
      <h2>{t('title')}</h2>
      <DatePicker.RangePicker
        allowClear={false}
        value={days}
        onChange={(picked) => picked?.[0] && picked[1] && setDays([picked[0], picked[1]])}
      />
      {revenue.error && <Alert type="error" showIcon title={revenue.error.message} />}
      <DailyChart
        testId="chart-revenue"
        kind="line"
        title={t('chart')}
        description={t('chart')}
        labelHeading={t('day')}
        labels={labels}
        withTable={false}
        counts={false}
        // In major units, as the table shows them (useMoney).
        series={seriesPerDay(
          rows,
          labels,
          (row) => row.currency,
          (row) => row.netMinor / 100,
        )}
      />
      <Table<RevenueDay>
        rowKey={(row) => `${row.day}-${row.currency}`}
        size="small"
        scroll={{ x: true }}
        loading={revenue.isFetching}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('empty') }}
      />
    </section>
  );
}
