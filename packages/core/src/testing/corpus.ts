// Real documents from public test suites live in `shared/corpus/`, beside the repository's clone
// (`../shared`). A clone made elsewhere (a throwaway CI check in /tmp) falls back to the workplace copy.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const candidates = [join(repoRoot, '../shared/corpus'), '/work/shared/corpus'];

export const corpusDir: string = candidates.find((dir) => existsSync(dir)) ?? (candidates[0] as string);

/** `corpusFile('txt/argos-example.txt')`: a path under the corpus folder. */
export function corpusFile(relative: string): string {
  return join(corpusDir, relative);
}
