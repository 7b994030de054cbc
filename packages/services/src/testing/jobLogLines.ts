// Which jobs a process started and completed, read from its JSON log lines (runJob.ts logs "the job
// started" with the attempt and "the job completed"), for tests that run several processes and must
// say which one ran what.

export interface JobLogLines {
  /** Job ids in the order this process started attempts at them. */
  started: string[];
  completed: string[];
}

export function jobLogLines(output: string): JobLogLines {
  const lines: JobLogLines = { started: [], completed: [] };
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = parsed(line);
    if (typeof entry?.jobId !== 'string') continue;
    if (entry.msg === 'the job started') lines.started.push(entry.jobId);
    if (entry.msg === 'the job completed') lines.completed.push(entry.jobId);
  }
  return lines;
}

/** Jobs this process started and has not completed: the ones it is working on now, or died in. */
export function jobsInHand(output: string): string[] {
  const { started, completed } = jobLogLines(output);
  return started.filter((jobId) => !completed.includes(jobId));
}

function parsed(line: string): { jobId?: unknown; msg?: unknown } | undefined {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
