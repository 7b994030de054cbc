// The file an arXiv paper becomes: `<id>.tar.gz` for its LaTeX source, `<id>.pdf` when arXiv holds only a
// PDF. One place, so the quote measures the very file the job will store and charge.
import { gzipSync } from 'node:zlib';
import { type ArxivId, type ArxivSource, arxivPath, writeTar } from '@verso/core';

/**
 * Every LaTeX source is a tarball (a single `.tex` too), so the translated source the job offers is
 * always a `.tar.gz` that unpacks to a folder.
 */
export function arxivUpload(source: ArxivSource, paper: ArxivId): { filename: string; bytes: Buffer } {
  // `hep-th/9901001` has a slash no file name may hold.
  const name = arxivPath(paper).replace('/', '-');
  if (source.kind === 'pdf') return { filename: `${name}.pdf`, bytes: source.pdf };
  return { filename: `${name}.tar.gz`, bytes: gzipSync(writeTar(source.files)) };
}
