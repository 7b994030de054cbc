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

// Test files share one module graph per worker (isolate: false): evaluating the core's ~500 modules
// again for every file cost ≈ 4.5 s each (twice that on a busy machine), about 650 s of CI's two cores
// over the unit files; with the integration files sharing too, vitest's import time fell from 583 to
// 210 s embedded and from 322 to 98 s on PostgreSQL (a slow day, 2026-11-30). A file that replaces
// modules (vi.mock and its kin) needs a graph of its own, and one that counts its process's children
// (testing/process-tree.ts) a process no earlier file left children in: those run isolated. So does an
// integration file that sets process.env: the engines read it once, when first listed in a process.
const needsIsolation = /\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv)\(|testing\/process-tree/;
const setsEnvironment =
  /process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env/;
const skippedDirectories = new Set(['node_modules', '.next', '.next-builds', 'data']);

function testFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return skippedDirectories.has(entry.name) ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const allTestFiles = ['packages', 'apps', 'scripts/lib'].flatMap(testFiles);
const isIntegration = (file: string) => file.endsWith('.int.test.ts');
const isolatedUnitTests = allTestFiles.filter(
  (file) => !isIntegration(file) && needsIsolation.test(readFileSync(file, 'utf8')),
);
const isolatedIntegrationTests = allTestFiles.filter((file) => {
  if (!isIntegration(file)) return false;
  const source = readFileSync(file, 'utf8');
  return needsIsolation.test(source) || setsEnvironment.test(source);
});

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
      // scripts/test.mjs runs these two again on PostgreSQL + BullMQ.
      {
        extends: true,
        test: {
          name: 'integration',
          include: integrationTests,
          exclude: [...excluded, ...isolatedIntegrationTests],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'integration (isolated)', include: isolatedIntegrationTests, exclude: excluded },
      },
    ],
  },
});
