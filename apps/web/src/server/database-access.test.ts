// The web app reaches the database through the services package only (packages/services), so every
// query keeps the services' rules (scoping by user, transactions): no route or router builds one itself.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, sourceRoot } from '@/testing/source-files';

/** Files that may touch the database, each for its reason. */
const handedTheDatabase = new Set([
  // Auth.js's Drizzle adapter keeps its own tables (users, sessions, …).
  'server/auth/index.ts',
  // The access matrix's test data (sessions, other users' rows), set up beside the matrix it serves.
  'server/access/access-world.ts',
]);

describe('the web app', () => {
  it('builds no database query of its own', () => {
    const queryingFiles = filesUnder(sourceRoot)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return (
          /from 'drizzle-orm/.test(source) ||
          /\bservices\.db\b|\.db\.(?:select|insert|update|delete)\(/.test(source)
        );
      })
      .map((file) => relative(sourceRoot, file))
      .filter((file) => !handedTheDatabase.has(file));
    expect(queryingFiles).toEqual([]);
  });
});
