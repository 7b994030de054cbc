// Where a job's files are served (apps/web/src/app/api/jobs/[id]/download).
import type { JobFile } from '@verso/services';

export function downloadUrl(jobId: string, file: JobFile = 'translation'): string {
  const path = `/api/jobs/${encodeURIComponent(jobId)}/download`;
  return file === 'translation' ? path : `${path}?file=${file}`;
}
