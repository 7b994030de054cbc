import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import type { Key, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { withRepeatCounter } from './repeat-counter';

/** Records what antd would have been asked to show. */
function recordingNotification() {
  const shown: ArgsProps[] = [];
  const record = (args: ArgsProps) => {
    shown.push(args);
  };
  const destroyed: (Key | undefined)[] = [];
  const notification: NotificationInstance = {
    success: record,
    error: record,
    info: record,
    warning: record,
    open: record,
    destroy: (key) => {
      destroyed.push(key);
    },
  };
  return { notification, shown, destroyed };
}

const titled = (title: ReactNode, repeats: number) => `${String(title)} ×${repeats}`;

describe('toast repeat counter', () => {
  it('counts each re-opening of the same key while the toast is open', () => {
    const { notification, shown } = recordingNotification();
    const toast = withRepeatCounter(notification, new Map(), titled);
    toast.error({ key: 'save', title: 'Could not save' });
    toast.error({ key: 'save', title: 'Could not save' });
    toast.error({ key: 'save', title: 'Could not save' });
    expect(shown.map((args) => args.title)).toEqual([
      'Could not save ×1',
      'Could not save ×2',
      'Could not save ×3',
    ]);
    expect(shown.every((args) => args.key === 'save')).toBe(true);
  });

  it('counts keys separately and starts again once the toast has closed', () => {
    const { notification, shown } = recordingNotification();
    const toast = withRepeatCounter(notification, new Map(), titled);
    let closedByCaller = 0;
    toast.info({ key: 'a', title: 'A', onClose: () => closedByCaller++ });
    toast.info({ key: 'b', title: 'B' });
    toast.info({ key: 'a', title: 'A', onClose: () => closedByCaller++ });
    shown.at(-1)?.onClose?.();
    toast.info({ key: 'a', title: 'A' });
    expect(shown.map((args) => args.title)).toEqual(['A ×1', 'B ×1', 'A ×2', 'A ×1']);
    expect(closedByCaller).toBe(1);
  });

  it('leaves toasts without a key alone and forgets a destroyed key', () => {
    const { notification, shown, destroyed } = recordingNotification();
    const toast = withRepeatCounter(notification, new Map(), titled);
    toast.success({ title: 'Saved' });
    toast.warning({ key: 'w', title: 'W' });
    toast.destroy('w');
    toast.warning({ key: 'w', title: 'W' });
    expect(shown.map((args) => args.title)).toEqual(['Saved', 'W ×1', 'W ×1']);
    expect(destroyed).toEqual(['w']);
  });
});
