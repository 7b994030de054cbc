// Two projects: `unit` (fast, no services) and `integration` (`*.int.test.ts`). Integration suites pick
// their backend from DATABASE_URL / REDIS_URL, so scripts/test.mjs runs them once on the embedded
// defaults and once more on PostgreSQL + BullMQ.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './vitest.sequencer.ts';

// apps/web/server: the production server in front of Next (not part of Next's build); scripts/lib: what
// `npm start` and `npm test` run on.
const sourceRoots = ['packages/**/src/**', 'apps/**/src/**', 'apps/web/server', 'scripts/lib'];
const integrationTests = sourceRoots.map((root) => `${root}/*.int.test.ts`);
const unitTests = sourceRoots.map((root) => `${root}/*.test.ts`);
const excluded = [...configDefaults.exclude, '**/.next/**', '**/.next-builds/**', '**/data/**'];

// Unit files share one module graph per worker (isolate: false): evaluating the core's ~500 modules
// again for every file cost ≈ 4.5 s each, about 650 s of CI's two cores over the unit files. A file that
// replaces modules (vi.mock and its kin) needs a graph of its own, and one that counts its process's
// children (testing/process-tree.ts) a process no earlier file left children in: those run isolated.
const needsIsolation = /\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv)\(|testing\/process-tree/;
const skippedDirectories = new Set(['node_modules', '.next', '.next-builds', 'data']);

function unitTestFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return skippedDirectories.has(entry.name) ? [] : unitTestFiles(path);
    return entry.name.endsWith('.test.ts') && !entry.name.endsWith('.int.test.ts') ? [path] : [];
  });
}

const isolatedUnitTests = ['packages', 'apps', 'scripts/lib']
  .flatMap(unitTestFiles)
  .filter((file) => needsIsolation.test(readFileSync(file, 'utf8')));

export default defineConfig({
  // The web app's `@/…` imports (apps/web/tsconfig.json), so its server code can be tested as it is.
  resolve: { alias: { '@/': `${import.meta.dirname}/apps/web/src/` } },
  test: {
    // next-intl imports `next/navigation` without its extension, which only a bundler resolves: let
    // Vite bundle it, so server code using the site's routing (getPathname) can be tested too.
    server: { deps: { inline: ['next-intl', 'next-auth'] } },
    // Most suites wait on child processes (Apertium, LibreOffice, Tesseract, PostgreSQL), so one worker
    // more than there are cores keeps the cores busy: on CI's two cores, vitest's default (cores - 1)
    // ran the files one at a time and took three times as long.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitTests,
          exclude: [...excluded, ...integrationTests, ...isolatedUnitTests],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit (isolated)', include: isolatedUnitTests, exclude: excluded },
      },
      {
        extends: true,
        test: { name: 'integration', include: integrationTests, exclude: excluded },
      },
    ],
  },
});
