// The arXiv cache (DATA_DIR/arxiv: e-prints, PDFs and export API answers, kept so a paper is fetched from
// arXiv once) bounded by age and size: files unused for ARXIV_CACHE_DAYS go, then the least recently
// used until the folder holds ARXIV_CACHE_MB at most. A read refreshes a file's time (arxiv-source.ts),
// so a paper being quoted and translated is the last to go.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

const dayMs = 24 * 60 * 60 * 1000;
/** A download being written (`.part`) is left alone unless its writer died this long ago. */
const abandonedPartMs = 60 * 60 * 1000;

export interface ArxivCacheLimits {
  maxAgeDays: number;
  maxBytes: number;
}

export interface ArxivCacheSweep {
  removedFiles: number;
  removedBytes: number;
}

interface CachedFile {
  path: string;
  size: number;
  usedAt: number;
  partial: boolean;
}

async function cachedFiles(cacheDir: string): Promise<CachedFile[]> {
  const names = await readdir(cacheDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found = await Promise.all(
    names.map(async (name) => {
      const path = join(cacheDir, name);
      // Gone already (another runner's sweep): nothing to weigh.
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { path, size: info.size, usedAt: info.mtimeMs, partial: name.endsWith('.part') };
    }),
  );
  return found.filter((file) => file !== undefined);
}

export async function sweepArxivCache(
  cacheDir: string,
  limits: ArxivCacheLimits,
  now = Date.now(),
): Promise<ArxivCacheSweep> {
  const files = await cachedFiles(cacheDir);
  const expired = (file: CachedFile) =>
    now - file.usedAt > (file.partial ? abandonedPartMs : limits.maxAgeDays * dayMs);
  const doomed = files.filter(expired);
  // Then the least recently used, oldest first, until what stays fits; downloads in progress stay.
  const kept = files.filter((file) => !expired(file)).sort((a, b) => a.usedAt - b.usedAt);
  let keptBytes = kept.reduce((sum, file) => sum + file.size, 0);
  for (const file of kept) {
    if (keptBytes <= limits.maxBytes) break;
    if (file.partial) continue;
    doomed.push(file);
    keptBytes -= file.size;
  }
  await Promise.all(doomed.map((file) => rm(file.path, { force: true })));
  return {
    removedFiles: doomed.length,
    removedBytes: doomed.reduce((sum, file) => sum + file.size, 0),
  };
}
