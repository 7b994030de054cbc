// A job from an arXiv paper named by its id or link: the paper's e-print is fetched through the core
// (ARXIV_URL, the polite queue, the cache) and stored as the job's upload (arxivUpload.ts); from there it
// is priced, charged and queued as any upload. A bad link or a failed fetch refuses the job before
// anything is stored or charged. A paper not yet in the cache counts against the user's papers an hour, as
// a quote's does: a job made straight through API v1 is fetched from arXiv just the same.
import { Readable } from 'node:stream';
import { arxivPath, fetchArxivSource, parseArxivId } from '@verso/core';
import type { ArxivLookups } from '../limits/arxivLookups';
import { arxivClient } from './arxivClient';
import { arxivUpload } from './arxivUpload';
import { createJobFromUpload, type JobCreationDeps, type JobRequest, receiveUpload } from './createJob';

export type ArxivJobRequest = JobRequest & {
  userId: string;
  /** An arXiv id (`2401.00001`, `hep-th/9901001`, `arxiv:…`) or link (abs, pdf, html). */
  arxiv: string;
};

export async function createArxivJob(
  deps: JobCreationDeps,
  lookups: ArxivLookups,
  { userId, arxiv, ...request }: ArxivJobRequest,
) {
  const paper = parseArxivId(arxiv);
  const source = await fetchArxivSource(paper, {
    ...arxivClient(deps.arxiv),
    queue: lookups.queueFor(userId),
  });
  const { filename, bytes } = arxivUpload(source, paper);
  const upload = await receiveUpload(deps, userId, filename, Readable.from([bytes]));
  return createJobFromUpload(deps, { ...upload, arxivPaper: arxivPath(paper) }, request);
}
