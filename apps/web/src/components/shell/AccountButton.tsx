'use client';
// Sign in for visitors; for signed-in users, a menu with their e-mail, history and sign out.
import { UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { signIn, signOut, useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';

export function AccountButton() {
  const t = useTranslations('Header');
  const router = useRouter();
  const { data: session, status } = useSession();

  if (status !== 'authenticated') {
    return (
      <Button type="primary" loading={status === 'loading'} onClick={() => signIn()}>
        {t('signIn')}
      </Button>
    );
  }

  const items = [
    { key: 'email', label: session.user?.email ?? t('account'), disabled: true },
    { type: 'divider' as const },
    { key: 'history', label: t('history'), onClick: () => router.push('/my/history') },
    { key: 'signOut', label: t('signOut'), onClick: () => signOut({ redirectTo: '/' }) },
  ];
  return (
    <Dropdown menu={{ items }} placement="bottomRight" trigger={['click']}>
      <Button icon={<UserOutlined />} aria-label={t('account')}>
        <span className="verso-hide-on-mobile">{t('account')}</span>
      </Button>
    </Dropdown>
  );
}
