'use client';
// The headline figures: people, credits spent, stored files and the work waiting for a worker.
import type { AdminOverview } from '@verso/services';
import { Card, Statistic } from 'antd';
import { useFormatter, useTranslations } from 'next-intl';
import styles from './AdminDashboard.module.css';
import { byteSize } from './byte-size';

export function OverviewTotals({ overview }: { overview: AdminOverview }) {
  const t = useTranslations('AdminDashboard');
  const format = useFormatter();
  const { users, credits, storage, queue } = overview;
  const size = byteSize(storage.bytes);
  const cards = [
    {
      key: 'users',
      title: t('users'),
      value: format.number(users.total),
      detail: t('newUsers', { day: users.day, week: users.week }),
    },
    {
      key: 'credits',
      title: t('creditsSpent'),
      value: format.number(credits.total),
      detail: t('creditsRecent', { day: credits.day, week: credits.week }),
    },
    {
      key: 'storage',
      title: t('storage'),
      value: format.number(size.value, {
        style: 'unit',
        unit: size.unit,
        unitDisplay: 'narrow',
        maximumFractionDigits: 1,
      }),
      detail: t('storedFiles', { count: storage.files }),
    },
    {
      key: 'queue',
      title: t('queue'),
      value: format.number(queue.waiting),
      detail: t('queueRunning', { count: queue.running }),
    },
  ];
  return (
    <div className={styles.totals}>
      {cards.map((card) => (
        <Card key={card.key} size="small" data-testid={`admin-total-${card.key}`}>
          <Statistic title={card.title} value={card.value} />
          <p className={styles.detail}>{card.detail}</p>
        </Card>
      ))}
    </div>
  );
}
