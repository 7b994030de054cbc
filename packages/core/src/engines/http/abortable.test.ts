import { describe, expect, it } from 'vitest';
import { abortable } from './abortable';

describe('abortable', () => {
  it('passes the shared result on when nothing is aborted', async () => {
    await expect(abortable(Promise.resolve(7), new AbortController().signal)).resolves.toBe(7);
    await expect(abortable(Promise.reject(new Error('boom')), undefined)).rejects.toThrow('boom');
  });

  it('stops one waiter on its abort while the shared work goes on for others', async () => {
    let finish: (value: string) => void = () => {};
    const shared = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const impatient = new AbortController();
    const first = abortable(shared, impatient.signal);
    const second = abortable(shared, new AbortController().signal);
    impatient.abort(new Error('cancelled'));
    finish('token');
    await expect(first).rejects.toThrow('cancelled');
    await expect(second).resolves.toBe('token');
  });
});
