// How each job status looks: a tag colour and whether the job can still change.
import type { Job } from '@verso/services';

export type JobStatus = Job['status'];

export function isFinished(status: JobStatus): boolean {
  return status === 'completed' || status === 'failed' || status === 'cancelled';
}

export function statusColor(status: JobStatus): string {
  switch (status) {
    case 'queued':
      return 'default';
    case 'running':
      return 'processing';
    case 'completed':
      return 'success';
    case 'failed':
      return 'error';
    case 'cancelled':
      return 'warning';
    default:
      return exhaustive(status);
  }
}

export function exhaustive(value: never): never {
  throw new Error(`Unhandled job status: ${String(value)}`);
}
