'use client';
// Sign in for visitors; for signed-in users, a menu with their e-mail and sign out.
import { UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { signIn, signOut, useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';

export function AccountButton() {
  const t = useTranslations('Header');
  const { data: session, status } = useSession();

  if (status !== 'authenticated') {
    return (
      <Button loading={status === 'loading'} onClick={() => signIn()}>
        {t('signIn')}
      </Button>
    );
  }

  const items = [
    { key: 'email', label: session.user?.email ?? t('signedIn'), disabled: true },
    { type: 'divider' as const },
    { key: 'signOut', label: t('signOut'), onClick: () => signOut({ redirectTo: '/' }) },
  ];
  return (
    <Dropdown menu={{ items }} placement="bottomRight" trigger={['click']}>
      <Button shape="circle" icon={<UserOutlined />} aria-label={t('userMenu')} />
    </Dropdown>
  );
}
