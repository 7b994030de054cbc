// A job from an arXiv paper named by its id or link: the paper's e-print is fetched through the core
// (ARXIV_URL, the polite queue, the cache) and stored as the job's upload, `<id>.tar.gz` for its LaTeX
// source or `<id>.pdf` when arXiv holds only a PDF; from there it is priced, charged and queued as any
// upload. A bad link or a failed fetch refuses the job before anything is stored or charged.
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { type ArxivSource, arxivPath, fetchArxivSource, parseArxivId, writeTar } from '@verso/core';
import { arxivClient } from './arxivClient';
import { createJobFromUpload, type JobCreationDeps, type JobRequest, receiveUpload } from './createJob';

export type ArxivJobRequest = JobRequest & {
  userId: string;
  /** An arXiv id (`2401.00001`, `hep-th/9901001`, `arxiv:…`) or link (abs, pdf, html). */
  arxiv: string;
};

/**
 * The file stored for the paper. Every LaTeX source is stored as a tarball (a single `.tex` too), so
 * the translated source the job offers is always a `.tar.gz` that unpacks to a folder.
 */
function uploadOf(source: ArxivSource, name: string) {
  if (source.kind === 'pdf') return { filename: `${name}.pdf`, bytes: source.pdf };
  return { filename: `${name}.tar.gz`, bytes: gzipSync(writeTar(source.files)) };
}

export async function createArxivJob(deps: JobCreationDeps, { userId, arxiv, ...request }: ArxivJobRequest) {
  const paper = parseArxivId(arxiv);
  const source = await fetchArxivSource(paper, arxivClient(deps.arxiv));
  const path = arxivPath(paper);
  // `hep-th/9901001` has a slash no file name may hold.
  const { filename, bytes } = uploadOf(source, path.replace('/', '-'));
  const upload = await receiveUpload(deps, userId, filename, Readable.from([bytes]));
  return createJobFromUpload(deps, { ...upload, arxivPaper: path }, request);
}
