import { readMigrationFiles } from 'drizzle-orm/migrator';
import { expect, test } from 'vitest';
import { migrations } from './migrations.generated';

test('the embedded migrations match drizzle/ (run `npm run db:generate` after a schema change)', () => {
  const onDisk = readMigrationFiles({ migrationsFolder: new URL('../drizzle', import.meta.url).pathname });
  expect(migrations).toEqual(onDisk);
});
