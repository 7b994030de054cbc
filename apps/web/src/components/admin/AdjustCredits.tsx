'use client';
// Grant or take back credits of a user or of their organisation, with a reason the ledger keeps beside
// the admin's name. Looking the e-mail up first shows both balances, so the admin sees what they change;
// an opened account (UserDetail) passes its e-mail, and the lookup form is left out.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useTRPC } from '@/lib/trpc';
import styles from './AdminDashboard.module.css';
import { useAdminRefresh } from './use-admin-refresh';

interface AdjustFields {
  organization: boolean;
  amount: number;
  reason: string;
}

export function AdjustCredits({ email: given }: { email?: string }) {
  const t = useTranslations('AdminDashboard.wallet');
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [typed, setFound] = useState('');
  const found = given ?? typed;
  const wallet = useQuery(
    trpc.admin.wallet.queryOptions({ email: found }, { enabled: found !== '', retry: false }),
  );
  const adjust = useMutation(trpc.admin.adjustCredits.mutationOptions(useAdminRefresh()));
  const view = wallet.data;

  return (
    <section className={styles.section} data-testid="adjust-credits">
      <h2>{t('title')}</h2>
      {given === undefined && (
        <Form layout="inline" onFinish={() => setFound(email.trim())}>
          <Form.Item label={t('email')} htmlFor="adjust-credits-email">
            <Input
              id="adjust-credits-email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Form.Item>
          <Button htmlType="submit">{t('find')}</Button>
        </Form>
      )}
      {wallet.error && <Alert type="error" showIcon title={wallet.error.message} />}
      {view && (
        <>
          <p data-testid="wallet-balances">
            {t('balances', { email: view.user.email ?? '', balance: view.balance })}
            {' · '}
            {view.organization
              ? t('organizationBalances', {
                  name: view.organization.name,
                  balance: view.organization.balance,
                })
              : t('noOrganization')}
          </p>
          <Form<AdjustFields>
            layout="vertical"
            initialValues={{ organization: false }}
            onFinish={(fields) => adjust.mutate({ ...fields, email: found })}
          >
            <Form.Item name="organization" label={t('target')}>
              <Radio.Group
                options={[
                  { value: false, label: t('user') },
                  { value: true, label: t('organization'), disabled: !view.organization },
                ]}
              />
            </Form.Item>
            <Form.Item name="amount" label={t('amount')} rules={[{ required: true }]}>
              <InputNumber precision={0} />
            </Form.Item>
            <Form.Item name="reason" label={t('reason')} rules={[{ required: true, whitespace: true }]}>
              <Input maxLength={500} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={adjust.isPending}>
              {t('apply')}
            </Button>
          </Form>
          {adjust.data && (
            <Alert type="success" showIcon title={t('applied', { balance: adjust.data.balance })} />
          )}
          {adjust.error && (
            <Alert type="error" showIcon title={t('failed')} description={adjust.error.message} />
          )}
        </>
      )}
    </section>
  );
}
