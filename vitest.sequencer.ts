// The order vitest starts test files in. Its own order puts files it has timed before first, longest
// first; a fresh clone, as on CI, has no timings, so it went by file size and started the longest short
// files last: the PDF corpus test (114 lines, four minutes) began 13 minutes in and kept one worker busy
// after the others were done. Files known to take long start first; the rest keep vitest's order.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each took in a full run on a two-core machine (json reporter; 2026-11-30, a slow day), longest first. */
const longRunningFiles: Record<string, number> = {
  'packages/core/src/formats/pdf/index.test.ts': 486,
  'packages/core/src/formats/pdf/scripts.test.ts': 240,
  'apps/cli/src/operator-commands.int.test.ts': 191,
  'apps/web/src/server/access/access-matrix.int.test.ts': 188,
  'apps/cli/src/verso.test.ts': 186,
  'packages/core/src/formats/testing/fuzz/fuzz.test.ts': 139,
  'apps/cli/src/backup.int.test.ts': 137,
  'packages/core/src/formats/epub/index.test.ts': 120,
  'packages/core/src/formats/pdf/ocr.test.ts': 119,
  'apps/cli/src/through-running-site.int.test.ts': 114,
  'apps/cli/src/credits.int.test.ts': 102,
  'apps/cli/src/remote-engines.test.ts': 86,
  'packages/services/src/jobs/fuzz-jobs.int.test.ts': 81,
  'packages/services/src/jobs/translation-features.int.test.ts': 80,
};

const root = import.meta.dirname;
// A renamed file must not drop out of the list unnoticed.
for (const file of Object.keys(longRunningFiles)) {
  if (!existsSync(join(root, file)))
    throw new Error(`vitest.sequencer.ts lists ${file}, which does not exist`);
}

const secondsOf = (spec: TestSpecification) => longRunningFiles[relative(root, spec.moduleId)] ?? 0;

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const usual = await super.sort(files);
    // Array.prototype.sort is stable: files not listed keep vitest's order among themselves.
    return usual.sort((a, b) => secondsOf(b) - secondsOf(a));
  }
}
