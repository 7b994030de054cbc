// How the services reach arXiv: the operator's ARXIV_URL and a cache under DATA_DIR, handed to the
// core's arXiv client, so the site and every worker fetch a paper from the same place.
import type { ArxivClientOptions } from '@verso/core';
import type { ArxivCacheLimits } from '../retention/arxivCacheSweep';

export interface ArxivSettings {
  /** ARXIV_URL: the public site, or a test double. */
  url: string;
  /** Where fetched e-prints and PDFs are kept, so a paper is fetched from arXiv once. */
  cacheDir: string;
  /** ARXIV_CACHE_DAYS and ARXIV_CACHE_MB: what the hourly sweep leaves in `cacheDir`. */
  cacheLimits: ArxivCacheLimits;
}

/** The core's client options; its own defaults (the public site, the OS temporary folder) without settings. */
export const arxivClient = (settings: ArxivSettings | undefined): ArxivClientOptions =>
  settings ? { environment: { ARXIV_URL: settings.url }, cacheDir: settings.cacheDir } : {};
