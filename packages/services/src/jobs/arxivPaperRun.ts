// A job for an arXiv paper's LaTeX source: the project is translated as any `.tar.gz` (segments,
// progress, memory and glossary as for a document), then compiled. The job's result is the translated
// PDF, its bilingual edition the original beside it, and its translated source another output
// (`latexSource`). Compiling is a stage of its own on the job's bar, and the job's signal stops latexmk
// and its TeX at once (a cancelled job leaves no TeX running). When the translation does not compile,
// arXiv's own PDF of the paper is translated through the PDF pipeline instead, and the job says why; a
// cancel stops the job's wait for that PDF at once (the download itself goes on into the cache).
import {
  bilingualFilename,
  bilingualPaper,
  compileTranslatedArchive,
  fetchArxivPdf,
  type ProgressListener,
  parseArxivId,
} from '@verso/core';
import { abortable } from '@verso/core/engines/http/abortable';
import type { JobRow } from '@verso/db';
import { type ArxivSettings, arxivClient } from './arxivClient';
import { documentRun, type FinishedRun, type MadeFile, type TranslateFile } from './finishedRun';
import { withJobNote } from './jobNotes';

/** `2401.00001.es.tar.gz` → `2401.00001.es.pdf`: the PDF is named after the translated source. */
const pdfName = (sourceName: string) => `${sourceName.replace(/(\.tar)?\.gz$|\.tgz$/i, '')}.pdf`;

/** The bar's share for translating the source; compiling the translation, then the original, takes the rest. */
const translationShare = 80;
const originalCompilePercent = 90;

/** The job's attempt as the paper's run sees it: when to stop, and where its progress goes. */
export interface PaperRun {
  signal: AbortSignal;
  onProgress: ProgressListener;
}

export async function arxivPaperRun(
  arxiv: ArxivSettings | undefined,
  job: Pick<JobRow, 'fileName' | 'targetLang'>,
  /** The job's `arxivPaper`: where its PDF is fetched from if need be. */
  paper: string,
  project: Buffer,
  translate: TranslateFile,
  { signal, onProgress }: PaperRun,
): Promise<FinishedRun> {
  const translated = await translate(project, false, job.fileName, (progress) =>
    onProgress({ ...progress, percent: Math.floor((progress.percent * translationShare) / 100) }),
  );
  const segments = translated.segments.length;
  const compiling = (percent: number) =>
    onProgress({ stage: 'compiling', percent, segmentsDone: segments, segmentsTotal: segments });
  const latexSource: MadeFile = {
    content: translated.output,
    filename: translated.filename,
    mimeType: 'application/gzip',
  };
  await compiling(translationShare);
  const compiled = await compileTranslatedArchive(translated.output, job.targetLang, { signal });
  if (compiled.status === 'compiled') {
    const filename = pdfName(translated.filename);
    await compiling(originalCompilePercent);
    const bilingual = await bilingualPaper(project, compiled.pdf, { signal });
    return {
      result: { content: compiled.pdf, filename, mimeType: 'application/pdf' },
      bilingual: bilingual && {
        content: bilingual,
        filename: bilingualFilename(filename),
        mimeType: 'application/pdf',
      },
      outputs: { latexSource },
      document: { ...translated, filename },
    };
  }
  // The paper is still worth reading translated: arXiv's PDF of it goes through the PDF pipeline.
  const pdf = await abortable(fetchArxivPdf(parseArxivId(paper), arxivClient(arxiv)), signal);
  const fallback = await translate(pdf, false, pdfName(job.fileName));
  const run = documentRun(fallback, 'application/pdf');
  // Said on the job's page in the user's language (jobNotes.ts), with LaTeX's own words for the error.
  const report = withJobNote(fallback.report, { code: 'arxivPdfFallback', compileError: compiled.error });
  return { ...run, document: { ...run.document, report }, outputs: { latexSource } };
}
