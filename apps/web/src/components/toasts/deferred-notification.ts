// A notification API usable before antd's notification code has loaded: toasts wait in a queue and are
// shown, in order, once the real API is attached. The toast host is loaded on the first toast so pages
// that never show one do not download antd's notification.
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import type { Key } from 'react';

type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'open';

export interface DeferredNotification {
  api: NotificationInstance;
  attach: (real: NotificationInstance) => void;
  /** Settles once the real API is attached, when waiting toasts are on their way to the screen. */
  attached: Promise<void>;
}

/** onFirstToast: called once, at the first toast, to start loading the real API. */
export function deferredNotification(onFirstToast: () => void): DeferredNotification {
  let real: NotificationInstance | null = null;
  let waiting: { kind: ToastKind; args: ArgsProps }[] = [];
  let loading = false;
  let settle = () => {};
  const attached = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const show = (kind: ToastKind) => (args: ArgsProps) => {
    if (real) return real[kind](args);
    waiting.push({ kind, args });
    if (loading) return;
    loading = true;
    onFirstToast();
  };
  const destroy = (key?: Key) => {
    if (real) return real.destroy(key);
    waiting = key === undefined ? [] : waiting.filter((toast) => toast.args.key !== key);
  };
  return {
    api: {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
      open: show('open'),
      destroy,
    },
    attach: (api) => {
      real = api;
      for (const { kind, args } of waiting) api[kind](args);
      waiting = [];
      settle();
    },
    attached,
  };
}
