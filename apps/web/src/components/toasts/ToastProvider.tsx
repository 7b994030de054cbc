'use client';
// The site's toasts: antd's notifications (top right, 4.5 s, pause on hover, closable) with a repeat
// counter. Components call useToast() instead of App.useApp().notification to get the counter.
import { App, Badge } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useTranslations } from 'next-intl';
import { createContext, type Key, type ReactNode, useContext, useMemo, useState } from 'react';
import { withRepeatCounter } from './repeat-counter';

const ToastContext = createContext<NotificationInstance | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { notification } = App.useApp();
  const t = useTranslations('Toasts');
  const [repeats] = useState(() => new Map<Key, number>());
  const toast = useMemo(
    () =>
      withRepeatCounter(notification, repeats, (title, count) =>
        count < 2 ? (
          title
        ) : (
          <span>
            {title}{' '}
            <Badge
              count={`×${count}`}
              color="#8c8c8c"
              title={t('repeated', { count })}
              data-testid="toast-repeat-count"
            />
          </span>
        ),
      ),
    [notification, repeats, t],
  );
  return <ToastContext.Provider value={toast}>{children}</ToastContext.Provider>;
}

export function useToast(): NotificationInstance {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs a <ToastProvider> above it (AppProviders has one).');
  return toast;
}
