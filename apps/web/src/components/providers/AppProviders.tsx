'use client';
// Everything a page can rely on: the session, antd in the variant's colours and its toast host. The API
// client is not here: the pages that call the API wrap themselves in ApiProvider.
import { App, ConfigProvider } from 'antd';
import { SessionProvider } from 'next-auth/react';
import { type ReactNode, useMemo } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { ToastProvider } from '@/components/toasts/ToastProvider';
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
      <ConfigProvider theme={theme} direction={direction}>
        <App notification={toastDefaults}>
          <ToastProvider>{children}</ToastProvider>
        </App>
      </ConfigProvider>
    </SessionProvider>
  );
}
