// Where a finished job's translated file is served (apps/web/src/app/api/jobs/[id]/download).
export function downloadUrl(jobId: string): string {
  return `/api/jobs/${encodeURIComponent(jobId)}/download`;
}
