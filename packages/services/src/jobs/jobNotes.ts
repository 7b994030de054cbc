// What a job tells its user beyond the report's English notes, said by a code and the values it names, so
// the job's page words it in the user's language: today, that arXiv's PDF stood in for a translated
// LaTeX source that did not compile.
import type { TranslationReport } from '@verso/core';

export type JobNote = {
  code: 'arxivPdfFallback';
  /** The compiler's first error, as LaTeX wrote it. */
  compileError: string;
};

/** The job's `details`: the translation's report, and the notes its page translates. */
export type JobReport = TranslationReport & { jobNotes?: JobNote[] };

/** The report with one more note for the job's page. */
export const withJobNote = <Report extends JobReport>(report: Report, note: JobNote): Report => ({
  ...report,
  jobNotes: [...(report.jobNotes ?? []), note],
});
