import { codeSchemaLevel } from '@verso/db';
import { describe, expect, test } from 'vitest';
import { BackupError } from './backupError';
import { type BackupManifest, checkSchemaLevel, parseManifest } from './backupManifest';

const manifest: BackupManifest = {
  format: 'verso-backup',
  formatVersion: 1,
  versoVersion: '0.1.0',
  createdAt: '2026-11-29T08:00:00.000Z',
  database: {
    kind: 'pglite',
    server: 'PostgreSQL 18.6 (PGlite 0.5.16)',
    schemaLevel: codeSchemaLevel.level,
    lastMigration: codeSchemaLevel.lastMigration,
  },
  files: { storage: 'disk', count: 2, bytes: 10 },
  authSecret: 'included',
};

describe('backup manifest', () => {
  test('reads back what a backup wrote', () => {
    expect(parseManifest('a.tar.gz', JSON.stringify(manifest))).toEqual(manifest);
  });

  test('refuses what is not a manifest, or one of a later format, saying which', () => {
    expect(() => parseManifest('a.tar.gz', '{')).toThrow(/not a Verso backup: its manifest is not JSON/);
    expect(() => parseManifest('a.tar.gz', '{"name":"x"}')).toThrow(/not a Verso backup/);
    expect(() =>
      parseManifest('a.tar.gz', JSON.stringify({ ...manifest, formatVersion: 2, versoVersion: '3.0.0' })),
    ).toThrow(/version 3\.0\.0.*upgrade Verso first/);
  });

  test("takes a backup at this code's schema level or an older one, and refuses a newer one", () => {
    expect(() => checkSchemaLevel('a.tar.gz', manifest)).not.toThrow();
    const older = { ...manifest, database: { ...manifest.database, schemaLevel: 3, lastMigration: 1 } };
    expect(() => checkSchemaLevel('a.tar.gz', older)).not.toThrow();
    const newer = {
      ...manifest,
      database: {
        ...manifest.database,
        schemaLevel: codeSchemaLevel.level + 1,
        lastMigration: codeSchemaLevel.lastMigration + 1000,
      },
    };
    expect(() => checkSchemaLevel('a.tar.gz', newer)).toThrow(BackupError);
    expect(() => checkSchemaLevel('a.tar.gz', newer)).toThrow(/newer Verso .*upgrade Verso, then restore/);
  });
});
