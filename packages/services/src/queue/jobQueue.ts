// The queue seam: the site and workers enqueue job ids and consume them through one interface,
// whichever driver the configuration picks (see createJobQueue).
export type JobHandler = (jobId: string) => Promise<void>;

export interface JobQueue {
  readonly driver: 'database' | 'bullmq';
  enqueue(jobId: string): Promise<void>;
  /** Starts taking jobs in this process; also resumes jobs a dead process left behind. */
  start(handler: JobHandler): Promise<void>;
  close(): Promise<void>;
}
