import { describe, expect, it } from 'vitest';
import { UsageError } from './command';
import { parseOptions } from './parse-options';

const options = { amount: { type: 'string', short: 'n' }, organization: { type: 'boolean' } } as const;

describe('parseOptions', () => {
  it('takes a negative number after an option that takes a value as its value', () => {
    expect(parseOptions(['--amount', '-4'], options).values.amount).toBe('-4');
    expect(parseOptions(['-n', '-4', '--organization'], options).values).toEqual({
      amount: '-4',
      organization: true,
    });
  });

  it('still refuses an unknown option', () => {
    expect(() => parseOptions(['--amount', '4', '--nope'], options)).toThrow(UsageError);
  });
});
