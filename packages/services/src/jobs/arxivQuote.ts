// The price of an arXiv paper before its job exists: its e-print fetched through the same client as the
// job (so the cache makes the job's own fetch free) and measured as its stored upload would be, with the
// paper's title so the user sees which paper they named. Nothing is stored or charged; a fetch from arXiv
// counts against the user's papers an hour (limits/arxivLookups.ts).
import {
  type ArxivClientOptions,
  type ArxivId,
  arxivPath,
  fetchArxivMetadata,
  fetchArxivSource,
  parseArxivId,
} from '@verso/core';
import type { ArxivLookups } from '../limits/arxivLookups';
import { logger } from '../observability/logger';
import { arxivClient } from './arxivClient';
import type { ArxivJobRequest } from './arxivJob';
import { arxivUpload } from './arxivUpload';
import { type JobCreationDeps, quoteDocument } from './createJob';

/**
 * The title from arXiv's export API, or undefined when that request fails: the title only helps the user
 * recognise the paper, and the price does not depend on it, so its failure must not refuse the quote.
 */
async function titleOf(paper: ArxivId, client: ArxivClientOptions): Promise<string | undefined> {
  try {
    return (await fetchArxivMetadata(paper, client)).title;
  } catch (error) {
    logger().warn({ err: error, paper: arxivPath(paper) }, 'arXiv quote without a title');
    return undefined;
  }
}

export async function quoteArxivPaper(
  deps: JobCreationDeps,
  lookups: ArxivLookups,
  { userId, arxiv, ...request }: ArxivJobRequest,
) {
  // A bad link is refused here, before any request reaches arXiv.
  const paper = parseArxivId(arxiv);
  const client = arxivClient(deps.arxiv);
  // The source is what a new paper costs arXiv; its title follows it and is not counted again.
  const source = await fetchArxivSource(paper, { ...client, queue: lookups.queueFor(userId) });
  const { filename, bytes } = arxivUpload(source, paper);
  // The title waits its turn in the polite queue while the source is measured.
  const [quote, title] = await Promise.all([
    quoteDocument(deps, { userId, filename }, { input: bytes, inputConverted: false }, request),
    titleOf(paper, client),
  ]);
  return { ...quote, paper: arxivPath(paper), fileName: filename, title };
}
