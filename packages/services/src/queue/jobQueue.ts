// The queue seam: the site and workers enqueue job ids and consume them through one interface,
// whichever driver the configuration picks (see createJobQueue).
export type JobHandler = (jobId: string) => Promise<void>;

export interface JobQueue {
  readonly driver: 'database' | 'bullmq';
  /**
   * `run` names a later run of a job that ran before (a paid preview's full translation), so a queue
   * that drops a repeated id does not take it for the first run, still being cleared away.
   */
  enqueue(jobId: string, run?: string): Promise<void>;
  /** Starts taking jobs in this process; also resumes jobs a dead process left behind. */
  start(handler: JobHandler): Promise<void>;
  /** Rejects when the queue's backing store does not answer (readiness). */
  ping(): Promise<void>;
  /**
   * Stops taking jobs; running ones may finish within `graceMs`, the rest go back to the queue
   * (stopRunning.ts). Without `graceMs`, running jobs are waited for however long they take.
   */
  close(graceMs?: number): Promise<void>;
}
