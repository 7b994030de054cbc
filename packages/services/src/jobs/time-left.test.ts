import { describe, expect, it } from 'vitest';
import { secondsLeft } from './time-left';

const startedAt = new Date('2026-11-28T10:00:00Z');
const after = (seconds: number) => new Date(startedAt.getTime() + seconds * 1000);

describe('time left', () => {
  it('extends the pace so far over the rest of the bar', () => {
    expect(secondsLeft({ status: 'running', progress: 25, startedAt }, after(30))).toBe(90);
    expect(secondsLeft({ status: 'running', progress: 80, startedAt }, after(40))).toBe(10);
  });

  it('gives no estimate before the pace is known, or once the job is not running', () => {
    expect(secondsLeft({ status: 'running', progress: 1, startedAt }, after(30))).toBeNull();
    expect(secondsLeft({ status: 'queued', progress: 0, startedAt: null }, after(30))).toBeNull();
    expect(secondsLeft({ status: 'completed', progress: 100, startedAt }, after(30))).toBeNull();
  });
});
