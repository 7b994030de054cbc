import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import { describe, expect, it } from 'vitest';
import { deferredNotification } from './deferred-notification';

function recorder() {
  const shown: string[] = [];
  const record = (kind: string) => (args: ArgsProps) => {
    shown.push(`${kind}:${String(args.title)}`);
  };
  const api: NotificationInstance = {
    success: record('success'),
    error: record('error'),
    info: record('info'),
    warning: record('warning'),
    open: record('open'),
    destroy: (key) => {
      shown.push(`destroy:${String(key)}`);
    },
  };
  return { api, shown };
}

describe('toasts before the toast host has loaded', () => {
  it('asks for the host once and shows the waiting toasts in order when it arrives', async () => {
    let loads = 0;
    const toasts = deferredNotification(() => loads++);
    toasts.api.error({ title: 'A' });
    toasts.api.success({ title: 'B' });
    expect(loads).toBe(1);
    const { api, shown } = recorder();
    let attached = false;
    void toasts.attached.then(() => {
      attached = true;
    });
    await Promise.resolve();
    expect(attached).toBe(false);
    toasts.attach(api);
    await Promise.resolve();
    expect(attached).toBe(true);
    toasts.api.info({ title: 'C' });
    expect(shown).toEqual(['error:A', 'success:B', 'info:C']);
    expect(loads).toBe(1);
  });

  it('drops a waiting toast destroyed before the host arrived', () => {
    const toasts = deferredNotification(() => {});
    toasts.api.warning({ key: 'gone', title: 'A' });
    toasts.api.warning({ key: 'kept', title: 'B' });
    toasts.api.destroy('gone');
    const { api, shown } = recorder();
    toasts.attach(api);
    toasts.api.destroy();
    expect(shown).toEqual(['warning:B', 'destroy:undefined']);
  });
});
