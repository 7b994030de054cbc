'use client';
// Sign in for visitors; for signed-in users, a menu with their e-mail and sign out.
import { UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { signIn, signOut, useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { PopupMenu, PopupMenuDivider } from './PopupMenu';

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

  return (
    <PopupMenu
      alignEnd
      openOnHover={false}
      button={{ shape: 'circle', icon: <UserOutlined />, 'aria-label': t('userMenu') }}
    >
      <span role="menuitem" tabIndex={-1} aria-disabled="true">
        {session.user?.email ?? t('signedIn')}
      </span>
      <PopupMenuDivider />
      <button type="button" role="menuitem" tabIndex={-1} onClick={() => signOut({ redirectTo: '/' })}>
        {t('signOut')}
      </button>
    </PopupMenu>
  );
}
