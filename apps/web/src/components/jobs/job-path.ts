// Where a job's own page is (app/[locale]/my/jobs/[id]).
export const jobPath = (jobId: string) => `/my/jobs/${encodeURIComponent(jobId)}`;
