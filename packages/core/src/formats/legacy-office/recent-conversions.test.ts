import { describe, expect, it, vi } from 'vitest';
import { RecentConversions } from './recent-conversions';

const upper = (input: Buffer) => Promise.resolve(Buffer.from(input.toString().toUpperCase()));

describe('recent conversions', () => {
  it('converts the same bytes of the same kind once', async () => {
    const recent = new RecentConversions();
    const convert = vi.fn(upper);
    const first = await recent.convert('.doc', Buffer.from('report'), convert);
    const again = await recent.convert('.doc', Buffer.from('report'), convert);
    expect(again.toString()).toBe('REPORT');
    expect(first).toEqual(again);
    expect(convert).toHaveBeenCalledTimes(1);
    await recent.convert('.rtf', Buffer.from('report'), convert);
    expect(convert).toHaveBeenCalledTimes(2);
  });

  it('gives each caller bytes of its own: one handing its buffer to a thread leaves the next its copy', async () => {
    const recent = new RecentConversions();
    // Enough bytes for a buffer of its own memory, as a real conversion has (small ones share a pool).
    const input = Buffer.from('report '.repeat(2000));
    for (let round = 0; round < 3; round++) {
      const output = await recent.convert('.doc', input, upper);
      expect(output.toString()).toBe('REPORT '.repeat(2000));
      // What a quote does: the buffer moves to the measuring thread and is detached here.
      structuredClone(output.buffer, { transfer: [output.buffer as ArrayBuffer] });
      expect(output.length).toBe(0);
    }
  });

  it('keeps no failure: the next request converts again', async () => {
    const recent = new RecentConversions();
    const failing = vi.fn(() => Promise.reject(new Error('LibreOffice stopped')));
    await expect(recent.convert('.doc', Buffer.from('x'), failing)).rejects.toThrow('stopped');
    await expect(recent.convert('.doc', Buffer.from('x'), upper)).resolves.toEqual(Buffer.from('X'));
  });

  it('lets the oldest conversions go past its byte budget', async () => {
    const recent = new RecentConversions(10);
    const convert = vi.fn(upper);
    await recent.convert('.doc', Buffer.from('aaaaaa'), convert);
    await recent.convert('.doc', Buffer.from('bbbbbb'), convert);
    await recent.convert('.doc', Buffer.from('bbbbbb'), convert);
    expect(convert).toHaveBeenCalledTimes(2);
    await recent.convert('.doc', Buffer.from('aaaaaa'), convert);
    expect(convert).toHaveBeenCalledTimes(3);
  });
});
