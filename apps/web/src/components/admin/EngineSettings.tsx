'use client';
// The translation engines of this installation: which are configured (and so offered to users) and, for
// the others, the environment variable or Debian packages that would enable them.
import { useQuery } from '@tanstack/react-query';
import type { ConfiguredEngine } from '@verso/services';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { useTRPC } from '@/lib/trpc';
import styles from './AdminDashboard.module.css';

/** "A or B", each name set as code, the joining words in the page's language. */
function Alternatives({ names }: { names: readonly string[] }) {
  const locale = useLocale();
  const parts = new Intl.ListFormat(locale, { type: 'disjunction' }).formatToParts(names);
  return parts.map((part, index) =>
    part.type === 'element' ? (
      <code key={part.value}>{part.value}</code>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the joining words repeat and never move.
      <Fragment key={index}>{part.value}</Fragment>
    ),
  );
}

function Setup({ setup }: { setup: ConfiguredEngine['setup'] }) {
  const t = useTranslations('AdminDashboard.engines');
  return 'variables' in setup ? (
    <>
      {t('setVariables')} <Alternatives names={setup.variables} />
    </>
  ) : (
    <>
      {t('installPackages')} <Alternatives names={[setup.packages.join(' ')]} />
    </>
  );
}

export function EngineSettings() {
  const t = useTranslations('AdminDashboard.engines');
  const trpc = useTRPC();
  const { data, isLoading } = useQuery(trpc.admin.engines.queryOptions());
  const columns: ColumnsType<ConfiguredEngine> = [
    { title: t('engine'), dataIndex: 'label' },
    {
      title: t('status'),
      dataIndex: 'configured',
      render: (configured: boolean) =>
        configured ? <Tag color="green">{t('configured')}</Tag> : <Tag>{t('notConfigured')}</Tag>,
    },
    {
      title: t('setup'),
      dataIndex: 'setup',
      render: (setup: ConfiguredEngine['setup'], engine) =>
        engine.configured ? '—' : <Setup setup={setup} />,
    },
  ];
  return (
    <section className={styles.section}>
      <h2>{t('title')}</h2>
      <p className={styles.detail}>{t('intro')}</p>
      <Table<ConfiguredEngine>
        data-testid="admin-engines"
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
        size="small"
        className={styles.engines}
      />
    </section>
  );
}
