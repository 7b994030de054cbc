'use client';
// Sign in for visitors; for signed-in users, a menu with their e-mail and sign out.
import { signIn, signOut, useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { UserIcon } from '../icons';
import { siteButton } from '../site-button';
import { PopupMenu, PopupMenuDivider } from './PopupMenu';

export function AccountButton() {
  const t = useTranslations('Header');
  const { data: session, status } = useSession();

  if (status !== 'authenticated') {
    const loading = status === 'loading';
    return (
      <button
        type="button"
        className={siteButton('default')}
        aria-busy={loading}
        onClick={() => !loading && signIn()}
      >
        {t('signIn')}
      </button>
    );
  }

  return (
    <PopupMenu
      alignEnd
      openOnHover={false}
      button={{
        className: siteButton('default', 'circle'),
        children: <UserIcon />,
        'aria-label': t('userMenu'),
      }}
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
