// Where one page image of a finished PDF job is served (apps/web/src/app/api/jobs/[id]/preview).
export type PreviewSide = 'original' | 'translation';

/** Without a format the browser's Accept chooses: WebP where an <img> takes it. */
export function pagePreviewUrl(jobId: string, side: PreviewSide, page: number, width: number): string {
  const query = new URLSearchParams({ side, page: String(page), width: String(width) });
  return `/api/jobs/${encodeURIComponent(jobId)}/preview?${query}`;
}
