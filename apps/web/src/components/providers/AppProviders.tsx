'use client';
// Everything a page can rely on: the session, the API client, antd in the variant's colours and its toast host.
import { App, ConfigProvider } from 'antd';
import { SessionProvider } from 'next-auth/react';
import { type ReactNode, useMemo } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { ToastProvider } from '@/components/toasts/ToastProvider';
import { ApiProvider } from './ApiProvider';
import { themeWith } from './theme';
import { toastDefaults } from './toast-defaults';

interface AppProvidersProps {
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}

export function AppProviders({ direction, children }: AppProvidersProps) {
  const { antdTheme } = useSite().host;
  const theme = useMemo(() => themeWith(antdTheme), [antdTheme]);
  return (
    <SessionProvider>
      <ApiProvider>
        <ConfigProvider theme={theme} direction={direction}>
          <App notification={toastDefaults}>
            <ToastProvider>{children}</ToastProvider>
          </App>
        </ConfigProvider>
      </ApiProvider>
    </SessionProvider>
  );
}
