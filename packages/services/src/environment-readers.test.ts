// Settings are read in one place, config.ts, and handed to everything else: a new `process.env` read
// elsewhere in the apps or packages fails here. Tests and test helpers may read the environment.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** Files that read `process.env` for a reason other than a Verso setting, each with the reason. */
const allowedReaders: Record<string, string> = {
  'packages/services/src/config.ts': 'the one reader of the settings',
  'apps/web/server/main.ts': "sets Next's own NODE_ENV and NEXT_TELEMETRY_DISABLED before Next loads",
  'apps/web/src/instrumentation.ts': 'NEXT_RUNTIME and NEXT_PHASE, which Next itself sets',
  'packages/core/src/formats/ocr/tesseract.ts': 'hands the environment on to the tesseract process',
  'packages/services/src/backup/postgresDump.ts':
    'hands the environment on to pg_dump, with the password added',
  'apps/web/next.config.ts':
    'VERSO_DIST_DIR, the build directory the build registry picked: Next loads its config before the app',
  'apps/web/src/components/developer/api-reference.ts':
    "no read: the developer hub's TypeScript examples show callers reading their key from theirs",
  'packages/core/src/environment.ts':
    "the core's own settings (engines, tiers, rates, the PDF page budget): the core runs alone in the CLI",
};

const sourceRoots = ['apps', 'packages'];
const skippedDirectories = new Set(['node_modules', '.next', '.next-builds', 'dist', 'testing', 'data']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return skippedDirectories.has(entry.name) ? [] : sourceFiles(join(dir, entry.name));
    const isSource = /\.(?:ts|tsx|mts|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [join(dir, entry.name)] : [];
  });
}

describe('settings', () => {
  it('are read from process.env only by config.ts and the files allowed above', () => {
    const readers = sourceRoots
      .flatMap((root) => sourceFiles(join(repoRoot, root)))
      .filter((file) => /\bprocess\.env\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repoRoot, file))
      .sort();
    expect(readers).toEqual(Object.keys(allowedReaders).sort());
  });
});
