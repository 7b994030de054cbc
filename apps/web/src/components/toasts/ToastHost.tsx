'use client';
// antd's notification host, loaded with the first toast (see ToastProvider): the site's toast defaults,
// the repeat counter, and the holder that draws the toasts inside the variant's theme.
import { Badge, notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useTranslations } from 'next-intl';
import { type Key, useEffect, useMemo, useState } from 'react';
import { SiteAntd } from '@/components/providers/SiteAntd';
import { toastDefaults } from '@/components/providers/toast-defaults';
import { withRepeatCounter } from './repeat-counter';

export function ToastHost({ onReady }: { onReady: (toast: NotificationInstance) => void }) {
  const [api, holder] = notification.useNotification(toastDefaults);
  const t = useTranslations('Toasts');
  const [repeats] = useState(() => new Map<Key, number>());
  const toast = useMemo(
    () =>
      withRepeatCounter(api, repeats, (title, count) =>
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
    [api, repeats, t],
  );
  useEffect(() => onReady(toast), [onReady, toast]);
  return <SiteAntd>{holder}</SiteAntd>;
}
