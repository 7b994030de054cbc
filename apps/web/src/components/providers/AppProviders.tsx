'use client';
// Everything a page can rely on: the session, antd in the variant's colours and the toast host. The API
// client is not here: the pages that call the API wrap themselves in ApiProvider. Nor is antd's App: the
// few pages using its message and modal hooks wrap themselves in SiteApp.
import { ConfigProvider } from 'antd';
import { SessionProvider } from 'next-auth/react';
import { type ReactNode, useMemo } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { ToastProvider } from '@/components/toasts/ToastProvider';
import styles from './AppProviders.module.css';
import { themeWith } from './theme';

interface AppProvidersProps {
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}

export function AppProviders({ direction, children }: AppProvidersProps) {
  const { antdTheme } = useSite().host;
  const theme = useMemo(() => themeWith(antdTheme), [antdTheme]);
  return (
    <SessionProvider>
      <ConfigProvider theme={theme} direction={direction}>
        {/* The text styles antd's App gave every page (its .ant-app element), without loading App. */}
        <div className={styles.app} style={{ fontFamily: theme.token?.fontFamily }}>
          <ToastProvider>{children}</ToastProvider>
        </div>
      </ConfigProvider>
    </SessionProvider>
  );
}
