// Counts how often a toast with the same key was opened while still on screen (SPEC §4), so a repeated
// failure shows "×3" on one toast instead of a stack of identical ones.
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import type { Key, ReactNode } from 'react';

/** Draws a toast's title for its nth showing (1 for the first). */
export type RepeatTitle = (title: ReactNode, repeats: number) => ReactNode;

type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'open';

export function withRepeatCounter(
  notification: NotificationInstance,
  repeats: Map<Key, number>,
  repeatTitle: RepeatTitle,
): NotificationInstance {
  const show = (kind: ToastKind) => (args: ArgsProps) => {
    const { key } = args;
    if (key === undefined) return notification[kind](args);
    const count = (repeats.get(key) ?? 0) + 1;
    repeats.set(key, count);
    notification[kind]({
      ...args,
      title: repeatTitle(args.title, count),
      onClose: () => {
        repeats.delete(key);
        args.onClose?.();
      },
    });
  };
  return {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    warning: show('warning'),
    open: show('open'),
    destroy: (key) => {
      if (key === undefined) repeats.clear();
      else repeats.delete(key);
      notification.destroy(key);
    },
  };
}
