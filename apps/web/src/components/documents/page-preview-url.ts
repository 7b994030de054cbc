// Where one page image of a finished PDF job is served (apps/web/src/app/api/jobs/[id]/preview).
export type PreviewSide = 'original' | 'translation';

/**
 * Without a format the browser's Accept chooses: WebP where an <img> takes it. `version` (when the
 * job's file was made) keeps a cached page of a preview from standing in for the whole translation's.
 */
export function pagePreviewUrl(
  jobId: string,
  side: PreviewSide,
  page: number,
  width: number,
  version?: string,
): string {
  const query = new URLSearchParams({ side, page: String(page), width: String(width) });
  if (version) query.set('v', version);
  return `/api/jobs/${encodeURIComponent(jobId)}/preview?${query}`;
}
