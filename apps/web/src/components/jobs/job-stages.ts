// The stages a job's page shows, in order: a document is read, translated and rebuilt; an arXiv paper's
// LaTeX source is then compiled to its PDF (a paper arXiv holds only as a PDF is translated as one).
import type { Job } from '@verso/services';

const documentStages = ['reading', 'translating', 'rebuilding'] as const;
const paperStages = [...documentStages, 'compiling'] as const;

export type ShownStage = (typeof paperStages)[number];

type StagedJob = Pick<Job, 'arxivPaper' | 'fileName'>;

export function stagesOf(job: StagedJob): readonly ShownStage[] {
  return job.arxivPaper !== null && !/\.pdf$/i.test(job.fileName) ? paperStages : documentStages;
}

/** The step the job is on: past the last once it is done. */
export function currentStep(job: StagedJob & Pick<Job, 'status' | 'stage'>): number {
  const stages = stagesOf(job);
  if (job.status === 'completed') return stages.length;
  if (!job.stage) return 0;
  return stages.indexOf(job.stage);
}
