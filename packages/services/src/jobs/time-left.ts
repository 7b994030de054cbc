// How long a running job still needs, at the pace it has kept since it started.

/** Below this much of the bar the pace is mostly start-up, and an estimate would mislead. */
const minimumPercent = 2;

export function secondsLeft(
  job: { status: string; progress: number; startedAt: Date | null },
  now: Date,
): number | null {
  if (job.status !== 'running' || !job.startedAt || job.progress < minimumPercent || job.progress >= 100) {
    return null;
  }
  const elapsed = Math.max(0, now.getTime() - job.startedAt.getTime()) / 1000;
  return Math.ceil((elapsed * (100 - job.progress)) / job.progress);
}
