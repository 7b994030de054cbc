// A job's formality as stored: the core's Formality, or none (the engine's default). The column is text,
// so what it holds is checked on the way out as on the way in.
import { type Formality, isFormality } from '@verso/core';
import type { JobRow } from '@verso/db';

export function formalityOf(job: Pick<JobRow, 'formality'>): Formality | undefined {
  return job.formality && isFormality(job.formality) ? job.formality : undefined;
}

/** What is stored for a requested formality: nothing for the default, so the engine's own applies. */
export function storedFormality(formality: Formality | undefined): Formality | null {
  return formality && formality !== 'default' ? formality : null;
}
