// A job from an arXiv paper named by its id or link: the paper's e-print is fetched through the core
// (ARXIV_URL, the polite queue, the cache) and stored as the job's upload (arxivUpload.ts); from there it
// is priced, charged and queued as any upload. A bad link or a failed fetch refuses the job before
// anything is stored or charged.
import { Readable } from 'node:stream';
import { arxivPath, fetchArxivSource, parseArxivId } from '@verso/core';
import { arxivClient } from './arxivClient';
import { arxivUpload } from './arxivUpload';
import { createJobFromUpload, type JobCreationDeps, type JobRequest, receiveUpload } from './createJob';

export type ArxivJobRequest = JobRequest & {
  userId: string;
  /** An arXiv id (`2401.00001`, `hep-th/9901001`, `arxiv:…`) or link (abs, pdf, html). */
  arxiv: string;
};

export async function createArxivJob(deps: JobCreationDeps, { userId, arxiv, ...request }: ArxivJobRequest) {
  const paper = parseArxivId(arxiv);
  const source = await fetchArxivSource(paper, arxivClient(deps.arxiv));
  const { filename, bytes } = arxivUpload(source, paper);
  const upload = await receiveUpload(deps, userId, filename, Readable.from([bytes]));
  return createJobFromUpload(deps, { ...upload, arxivPaper: arxivPath(paper) }, request);
}
