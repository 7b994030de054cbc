'use client';
// Finding an account by e-mail or name and opening it in a drawer, where the operator acts on it.
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type RouterOutputs, useTRPC } from '@/lib/trpc';
import styles from './AdminDashboard.module.css';
import { UserDetail } from './UserDetail';
import { useWhen } from './use-when';

type FoundUser = RouterOutputs['admin']['searchUsers'][number];

export function UserManagement() {
  const t = useTranslations('AdminDashboard');
  const when = useWhen();
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  const found = useQuery(trpc.admin.searchUsers.queryOptions({ text }, { enabled: text !== '' }));

  const columns: ColumnsType<FoundUser> = [
    { title: t('email'), dataIndex: 'email' },
    { title: t('name'), dataIndex: 'name', responsive: ['md'] },
    { title: t('joined'), dataIndex: 'createdAt', render: when, responsive: ['md'] },
    { key: 'state', render: (_, user) => <AccountTags user={user} /> },
    {
      key: 'open',
      render: (_, user) => (
        <Button size="small" onClick={() => setOpened(user.id)}>
          {t('orders.open')}
        </Button>
      ),
    },
  ];
  return (
    <section className={styles.section} data-testid="admin-users">
      <h2>{t('people.title')}</h2>
      <Input.Search
        aria-label={t('people.search')}
        placeholder={t('people.search')}
        enterButton={t('people.searchButton')}
        allowClear
        onSearch={(value) => setText(value.trim())}
      />
      {found.error && <Alert type="error" showIcon title={found.error.message} />}
      {text !== '' && (
        <Table<FoundUser>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={found.data ?? []}
          loading={found.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('people.noMatch') }}
        />
      )}
      <Drawer open={opened !== null} onClose={() => setOpened(null)} size="large" destroyOnHidden>
        {opened && <UserDetail userId={opened} />}
      </Drawer>
    </section>
  );
}

export function AccountTags({ user }: { user: Pick<FoundUser, 'isAdmin' | 'disabledAt'> }) {
  const t = useTranslations('AdminDashboard');
  return (
    <>
      {user.isAdmin && <Tag color="blue">{t('admin')}</Tag>}
      {user.disabledAt && <Tag color="red">{t('people.disabled')}</Tag>}
    </>
  );
}
