'use client';
// Everything a page can rely on: the session, the API client, antd's theme and its toast host.
import { App, ConfigProvider } from 'antd';
import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/toasts/ToastProvider';
import { ApiProvider } from './ApiProvider';
import { versoTheme } from './theme';
import { toastDefaults } from './toast-defaults';

interface AppProvidersProps {
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}

export function AppProviders({ direction, children }: AppProvidersProps) {
  return (
    <SessionProvider>
      <ApiProvider>
        <ConfigProvider theme={versoTheme} direction={direction}>
          <App notification={toastDefaults}>
            <ToastProvider>{children}</ToastProvider>
          </App>
        </ConfigProvider>
      </ApiProvider>
    </SessionProvider>
  );
}
