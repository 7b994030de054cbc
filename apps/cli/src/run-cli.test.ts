import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from './commands';
import { runCli } from './run-cli';

describe('runCli', () => {
  afterEach(() => {
    delete commands.explode;
    vi.restoreAllMocks();
  });

  it('prints the stack of an unexpected error and exits 2', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    commands.explode = {
      summary: 'fails',
      usage: 'verso explode',
      run: async () => {
        throw new Error('a bug');
      },
    };
    expect(await runCli(['explode'])).toBe(2);
    expect(String(stderr.mock.calls[0]?.[0])).toMatch(/^Error: a bug\n\s+at /);
  });
});
