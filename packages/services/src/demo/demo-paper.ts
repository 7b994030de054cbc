// The demo of an arXiv paper: its LaTeX source (the demo's own sample, or a paper fetched from ARXIV_URL by
// its id or link) translated by the offline engine and compiled as a job compiles it, within the demo's
// limits, the original and the translation shown as their PDFs' first pages. Nothing is stored or charged.
import { gzipSync } from 'node:zlib';
import {
  type ArchiveFile,
  arxivPath,
  compileOriginalPaper,
  type DocumentPreview,
  fetchArxivSource,
  latexProject,
  parseArxivId,
  previewDocument,
  translatePaper,
  UserFacingError,
  writeTar,
} from '@verso/core';
import { type ArxivSettings, arxivClient } from '../jobs/arxivClient';
import { checkDemoDocument, demoPageImages } from './demo-limits';
import type { DemoResult } from './demo-translator';

/** A paper's source as the demo takes it: named (the PDF's name) and its files. */
export interface DemoPaperSource {
  name: string;
  files: ArchiveFile[];
}

export interface DemoPaperRequest {
  /** An arXiv id or link, or the demo's own sample paper. */
  paper: { arxiv: string } | { sample: DemoPaperSource };
  from: string;
  to: string;
}

async function sourceOf(paper: DemoPaperRequest['paper'], arxiv: ArxivSettings): Promise<DemoPaperSource> {
  if ('sample' in paper) return paper.sample;
  const id = parseArxivId(paper.arxiv);
  const source = await fetchArxivSource(id, arxivClient(arxiv));
  if (source.kind === 'pdf') {
    throw new UserFacingError(
      'bad_file',
      `arXiv holds ${arxivPath(id)} only as a PDF, and the demo translates papers from their LaTeX source. Sign in to translate it.`,
    );
  }
  return { name: arxivPath(id), files: source.files };
}

/** The original's pages, or its main file's text when it does not compile here. */
async function originalPreview({ name, files }: DemoPaperSource): Promise<DocumentPreview> {
  const project = latexProject(files);
  const compiled = await compileOriginalPaper(project);
  if (compiled.status === 'compiled') return previewDocument(compiled.pdf, `${name}.pdf`, demoPageImages);
  const main = files.find((file) => file.path === project.main);
  return { kind: 'text', text: main?.data.toString('utf8') ?? '' };
}

export async function translateDemoPaper(
  { paper, from, to }: DemoPaperRequest,
  arxiv: ArxivSettings,
  engine: string,
): Promise<DemoResult> {
  const source = await sourceOf(paper, arxiv);
  // Measured as a job measures it: the project as a `.tar.gz`, its words those of the files it follows.
  await checkDemoDocument(gzipSync(writeTar(source.files)), `${source.name}.tar.gz`, from);
  const [translated, original] = await Promise.all([
    translatePaper({ files: source.files, from, to, engine }),
    originalPreview(source),
  ]);
  if (translated.compiled.status !== 'compiled') {
    throw new UserFacingError(
      'bad_file',
      `The translated paper did not compile here (${translated.compiled.error}). Sign in to translate it: a job then translates arXiv's PDF of it instead.`,
    );
  }
  const filename = `${source.name}.${to}.pdf`;
  return {
    wordCount: translated.wordCount,
    original,
    translated: await previewDocument(translated.compiled.pdf, filename, demoPageImages),
    output: translated.compiled.pdf,
    filename,
    mimeType: 'application/pdf',
  };
}
