'use client';
// Everything a page can rely on: the session and the toast host. Not antd (see AntdPage and SiteAntd), nor
// the API client: the pages that call the API wrap themselves in ApiProvider, and the few using antd's
// message and modal hooks in SiteApp.
import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';
import { AccountLocaleOnThisDevice } from '@/components/language-picker/AccountLocaleOnThisDevice';
import { ToastProvider } from '@/components/toasts/ToastProvider';
import styles from './AppProviders.module.css';
import { siteFontFamily } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <AccountLocaleOnThisDevice />
      {/* The text styles antd's App gave every page (its .ant-app element), without loading App. */}
      <div className={styles.app} style={{ fontFamily: siteFontFamily }}>
        <ToastProvider>{children}</ToastProvider>
      </div>
    </SessionProvider>
  );
}
