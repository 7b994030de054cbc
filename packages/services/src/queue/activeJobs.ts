// The jobs this process is running, by id, so a stopping process can wait for them for a while and
// then name the ones still running to release them (releaseJobs.ts).
export function activeJobs() {
  const running = new Map<string, Promise<void>>();
  return {
    get size() {
      return running.size;
    },
    /** Tracks `work` under `jobId` until it settles. */
    track(jobId: string, work: Promise<void>): Promise<void> {
      const tracked = work.finally(() => {
        if (running.get(jobId) === tracked) running.delete(jobId);
      });
      running.set(jobId, tracked);
      return tracked;
    },
    /** Waits until every tracked job settles or `ms` pass; the ids still running then. */
    async settleWithin(ms: number): Promise<string[]> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      });
      await Promise.race([Promise.allSettled([...running.values()]), timeout]);
      clearTimeout(timer);
      return [...running.keys()];
    },
    /** Waits for every tracked job, however long. */
    async settled(): Promise<void> {
      await Promise.allSettled([...running.values()]);
    },
  };
}

export type ActiveJobs = ReturnType<typeof activeJobs>;
