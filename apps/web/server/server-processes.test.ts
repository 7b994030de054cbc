import { describe, expect, it } from 'vitest';
import { serverProcessCount } from './server-processes';

describe('serverProcessCount', () => {
  it('runs one process per core on PostgreSQL', () => {
    expect(serverProcessCount({ DATABASE_URL: 'postgres://db/verso' }, 4)).toEqual({ count: 4 });
  });

  it('follows WEB_CONCURRENCY on PostgreSQL', () => {
    expect(serverProcessCount({ DATABASE_URL: 'postgres://db/verso', WEB_CONCURRENCY: '3' }, 2)).toEqual({
      count: 3,
    });
  });

  it('runs one process on the embedded database, which belongs to one process', () => {
    expect(serverProcessCount({}, 8)).toEqual({ count: 1 });
    const asked = serverProcessCount({ WEB_CONCURRENCY: '4' }, 8);
    expect(asked.count).toBe(1);
    expect(asked.warning).toContain('DATABASE_URL');
  });

  it('falls back to one process when WEB_CONCURRENCY is not a number', () => {
    expect(
      serverProcessCount({ DATABASE_URL: 'postgres://db/verso', WEB_CONCURRENCY: 'lots' }, 2).count,
    ).toBe(1);
  });
});
