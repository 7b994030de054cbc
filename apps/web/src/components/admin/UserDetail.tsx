'use client';
// One account opened by the operator: disable or enable it, make or unmake an admin, see its
// organisation, jobs, ledger and API keys, and grant credits (AdjustCredits, prefilled).
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Popconfirm, Space, Spin, Table } from 'antd';
import { useTranslations } from 'next-intl';
import { type ReactNode, useRef } from 'react';
import { type RouterOutputs, useTRPC } from '@/lib/trpc';
import { AdjustCredits } from './AdjustCredits';
import styles from './AdminDashboard.module.css';
import { UserJobs } from './UserJobs';
import { AccountTags } from './UserManagement';
import { useAdminRefresh } from './use-admin-refresh';
import { useWhen } from './use-when';

type Detail = RouterOutputs['admin']['user'];

export function UserDetail({ userId }: { userId: string }) {
  const t = useTranslations('AdminDashboard');
  const tRole = useTranslations('Organization.roles');
  const trpc = useTRPC();
  const detail = useQuery(trpc.admin.user.queryOptions({ id: userId }));
  if (detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  if (!detail.data) return <Spin />;
  const { user, organization } = detail.data;
  return (
    <div className={styles.dashboard} data-testid="admin-user-detail">
      <h2>
        {user.email} <AccountTags user={user} />
      </h2>
      <AccountActions user={user} />
      <p>
        {organization
          ? t('people.organization', { name: organization.name, role: tRole(organization.role) })
          : t('wallet.noOrganization')}
      </p>
      <UserJobs jobs={detail.data.jobs} />
      <Ledger entries={detail.data.ledger} />
      <ApiKeys keys={detail.data.apiKeys} />
      {user.email && <AdjustCredits email={user.email} />}
    </div>
  );
}

function AccountActions({ user }: { user: Detail['user'] }) {
  const t = useTranslations('AdminDashboard');
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const disable = useMutation(trpc.admin.setDisabled.mutationOptions(refresh));
  const admin = useMutation(trpc.admin.setAdmin.mutationOptions(refresh));
  const email = user.email ?? '';
  const error = disable.error ?? admin.error;
  return (
    <>
      <Space wrap>
        <ConfirmedButton
          question={user.disabledAt ? t('people.enable') : t('people.disableConfirm')}
          onConfirm={() => disable.mutate({ email, disabled: !user.disabledAt })}
          danger={!user.disabledAt}
          loading={disable.isPending}
        >
          {user.disabledAt ? t('people.enable') : t('people.disable')}
        </ConfirmedButton>
        <ConfirmedButton
          question={user.isAdmin ? t('people.revokeAdmin') : t('people.makeAdmin')}
          onConfirm={() => admin.mutate({ email, isAdmin: !user.isAdmin })}
          loading={admin.isPending}
        >
          {user.isAdmin ? t('people.revokeAdmin') : t('people.makeAdmin')}
        </ConfirmedButton>
      </Space>
      {error && <Alert type="error" showIcon title={t('people.actionFailed')} description={error.message} />}
    </>
  );
}

type ConfirmedButtonProps = {
  question: string;
  onConfirm: () => void;
  danger?: boolean;
  loading: boolean;
  children: ReactNode;
};

/**
 * A button asking to confirm first. Once the question closes, focus goes back to the button: it was on
 * the question's own buttons, which leave the page, and with focus on the page's body the drawer around
 * this no longer heard Escape.
 */
function ConfirmedButton({ question, onConfirm, danger, loading, children }: ConfirmedButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Popconfirm
      title={question}
      onConfirm={onConfirm}
      afterOpenChange={(open) => {
        if (!open) button.current?.focus();
      }}
    >
      <Button ref={button} danger={danger} loading={loading}>
        {children}
      </Button>
    </Popconfirm>
  );
}

function Ledger({ entries }: { entries: Detail['ledger'] }) {
  const t = useTranslations('AdminDashboard');
  const when = useWhen();
  return (
    <section className={styles.section}>
      <h3>{t('people.ledgerTitle')}</h3>
      <Table<Detail['ledger'][number]>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={entries}
        columns={[
          { title: t('when'), dataIndex: 'createdAt', render: when },
          { title: t('orders.credits'), dataIndex: 'amount', align: 'end' },
          { title: t('orders.reason'), dataIndex: 'reason', ellipsis: true },
        ]}
      />
    </section>
  );
}

function ApiKeys({ keys }: { keys: Detail['apiKeys'] }) {
  const t = useTranslations('AdminDashboard');
  const when = useWhen();
  return (
    <section className={styles.section}>
      <h3>{t('people.keysTitle')}</h3>
      {keys.length === 0 ? (
        <p>{t('people.noKeys')}</p>
      ) : (
        <Descriptions size="small" column={1} bordered>
          {keys.map((key) => (
            <Descriptions.Item key={key.id} label={`${key.name} (${key.prefix}…)`}>
              {t('people.lastUsed', { when: when(key.lastUsedAt) })}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </section>
  );
}
