// Every kind of file a job may store besides its result and bilingual edition, in one list, so the
// job's view, its downloads (`?file=`) and an attempt's cleanup know them all: a recording's outputs
// (recordingOutputs.ts) and an arXiv paper's translated LaTeX source.
import { type RecordingOutput, recordingOutputs } from './recordingOutputs';

/** What an arXiv paper's job offers besides its PDF: the translated project as a `.tar.gz`. */
export const paperOutputs = ['latexSource'] as const;
export type PaperOutput = (typeof paperOutputs)[number];

export type JobOutput = RecordingOutput | PaperOutput;

export const jobOutputs: readonly JobOutput[] = [...recordingOutputs, ...paperOutputs];
