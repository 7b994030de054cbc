// Which of the pipeline's progress reports a running job writes to its row: every change of stage, and
// otherwise whenever the bar moved 2 points or 2 s passed with something new, so the job page moves at
// least every 2 % or 2 s without a database write for each batch of a fast engine.
import type { DocumentProgress } from '@verso/core';

export const progressStepPercent = 2;
export const progressIntervalMs = 2000;

export interface RecordedProgress extends DocumentProgress {
  /** When it was written, in ms. */
  at: number;
}

export function worthRecording(
  last: RecordedProgress | undefined,
  next: DocumentProgress,
  now: number,
): boolean {
  if (!last || next.stage !== last.stage) return true;
  if (next.percent - last.percent >= progressStepPercent) return true;
  const moved = next.percent !== last.percent || next.segmentsDone !== last.segmentsDone;
  return moved && now - last.at >= progressIntervalMs;
}

/**
 * Hands `write` the reports worth recording, the bar never going back (a resumed attempt starts over
 * below what the row shows). `write` answers false when the attempt no longer holds the job.
 */
export function progressRecorder(
  startPercent: number,
  write: (progress: DocumentProgress) => Promise<boolean>,
  now: () => number = Date.now,
) {
  let last: RecordedProgress | undefined;
  return async (reported: DocumentProgress): Promise<boolean> => {
    const next = {
      ...reported,
      percent: Math.min(99, Math.max(reported.percent, startPercent, last?.percent ?? 0)),
    };
    const time = now();
    if (!worthRecording(last, next, time)) return true;
    last = { ...next, at: time };
    return write(next);
  };
}
