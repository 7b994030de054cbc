import { describe, expect, it } from 'vitest';
import { serverProcessCount } from './server-processes';

const postgres = 'postgres://db/verso';

describe('serverProcessCount', () => {
  it('runs one process unless asked for more, since per-visitor limits are counted per process', () => {
    expect(serverProcessCount({ webConcurrency: 1, databaseUrl: postgres })).toEqual({ count: 1 });
  });

  it('follows WEB_CONCURRENCY on PostgreSQL', () => {
    expect(serverProcessCount({ webConcurrency: 3, databaseUrl: postgres })).toEqual({ count: 3 });
  });

  it('runs one process on the embedded database, which belongs to one process', () => {
    expect(serverProcessCount({ webConcurrency: 1 })).toEqual({ count: 1 });
    const asked = serverProcessCount({ webConcurrency: 4 });
    expect(asked.count).toBe(1);
    expect(asked.warning).toContain('DATABASE_URL');
  });
});
