'use client';
// The newest accounts, administrators marked.
import type { AdminOverview } from '@verso/services';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslations } from 'next-intl';
import styles from './AdminDashboard.module.css';
import { useWhen } from './use-when';

type SignUp = AdminOverview['signUps'][number];

export function RecentSignUps({ users }: { users: SignUp[] }) {
  const t = useTranslations('AdminDashboard');
  const when = useWhen();
  const columns: ColumnsType<SignUp> = [
    {
      title: t('email'),
      dataIndex: 'email',
      render: (email: string | null, user) => (
        <>
          {email ?? '—'} {user.isAdmin && <Tag color="gold">{t('admin')}</Tag>}
        </>
      ),
    },
    { title: t('name'), dataIndex: 'name', responsive: ['md'], render: (name: string | null) => name ?? '—' },
    { title: t('joined'), dataIndex: 'createdAt', render: when },
  ];
  return (
    <section className={styles.section}>
      <h2>{t('signUpsTitle')}</h2>
      <Table<SignUp>
        data-testid="admin-sign-ups"
        rowKey="id"
        columns={columns}
        dataSource={users}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
