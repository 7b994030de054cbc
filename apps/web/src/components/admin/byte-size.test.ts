import { describe, expect, it } from 'vitest';
import { byteSize } from './byte-size';

describe('byteSize', () => {
  it('picks the largest unit that keeps the value at 1 or more', () => {
    expect(byteSize(0)).toEqual({ value: 0, unit: 'byte' });
    expect(byteSize(1023)).toEqual({ value: 1023, unit: 'byte' });
    expect(byteSize(1536)).toEqual({ value: 1.5, unit: 'kilobyte' });
    expect(byteSize(5 * 1024 ** 3)).toEqual({ value: 5, unit: 'gigabyte' });
  });
});
