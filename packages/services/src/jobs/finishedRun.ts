// What a finished run hands over to be stored and recorded: its result, bilingual edition and other
// outputs, and what the job's row keeps of the translation. Shared by documents, recordings and papers.
import type { ProgressListener, TranslatedDocument } from '@verso/core';
import type { JobReport } from './jobNotes';

/** A file a run made: its bytes, or the path of a file on disk (a video may be large). */
export interface MadeFile {
  content: Buffer | { path: string };
  filename: string;
  mimeType: string;
}

/** What a finished run hands over: its files, and what the job's row records of it. */
export interface FinishedRun {
  result: MadeFile;
  bilingual?: MadeFile;
  /** A recording's other outputs, or a paper's translated LaTeX source, by kind. */
  outputs: Record<string, MadeFile>;
  document: Pick<TranslatedDocument, 'filename' | 'wordCount' | 'segments' | 'from'> & { report: JobReport };
  /** The recording's language, when the job asked for "auto" and the speech engine told it. */
  heardLanguage?: string;
}

/** What a translated document hands over: its file and, when the format writes one, its bilingual edition. */
export function documentRun(result: TranslatedDocument, sourceMimeType: string): FinishedRun {
  const mimeType = result.mimeType ?? sourceMimeType;
  return {
    result: { content: result.output, filename: result.filename, mimeType },
    bilingual: result.bilingual && {
      content: result.bilingual.output,
      filename: result.bilingual.filename,
      mimeType,
    },
    outputs: {},
    document: result,
  };
}

/**
 * One of the job's files (its upload, or a PDF standing in for it) translated with the job's settings,
 * its progress told to the job's own listener unless the caller brings another (a share of the bar).
 */
export type TranslateFile = (
  input: Buffer,
  inputConverted: boolean,
  filename: string,
  onProgress?: ProgressListener,
) => Promise<TranslatedDocument>;
