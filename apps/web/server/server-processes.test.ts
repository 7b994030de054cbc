import { describe, expect, it } from 'vitest';
import { serverProcessCount } from './server-processes';

describe('serverProcessCount', () => {
  it('runs one process unless asked for more, since per-visitor limits are counted per process', () => {
    expect(serverProcessCount({ DATABASE_URL: 'postgres://db/verso' })).toEqual({ count: 1 });
  });

  it('follows WEB_CONCURRENCY on PostgreSQL', () => {
    expect(serverProcessCount({ DATABASE_URL: 'postgres://db/verso', WEB_CONCURRENCY: '3' })).toEqual({
      count: 3,
    });
  });

  it('runs one process on the embedded database, which belongs to one process', () => {
    expect(serverProcessCount({})).toEqual({ count: 1 });
    const asked = serverProcessCount({ WEB_CONCURRENCY: '4' });
    expect(asked.count).toBe(1);
    expect(asked.warning).toContain('DATABASE_URL');
  });

  it('falls back to one process when WEB_CONCURRENCY is not a number', () => {
    expect(serverProcessCount({ DATABASE_URL: 'postgres://db/verso', WEB_CONCURRENCY: 'lots' }).count).toBe(
      1,
    );
  });
});
