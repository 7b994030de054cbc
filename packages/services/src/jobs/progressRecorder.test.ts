import type { DocumentProgress } from '@verso/core';
import { describe, expect, it } from 'vitest';
import { progressRecorder } from './progressRecorder';

const translating = (percent: number, segmentsDone: number): DocumentProgress => ({
  stage: 'translating',
  percent,
  segmentsDone,
  segmentsTotal: 100,
});

/** Feeds reports at the given times (ms) and returns what was written. */
async function recorded(reports: [number, DocumentProgress][], startPercent = 0) {
  const written: string[] = [];
  let clock = 0;
  const record = progressRecorder(
    startPercent,
    async ({ stage, percent, segmentsDone }) => {
      written.push(`${clock}ms ${stage} ${percent}% ${segmentsDone}`);
      return true;
    },
    () => clock,
  );
  for (const [at, progress] of reports) {
    clock = at;
    await record(progress);
  }
  return written;
}

describe('progress recorder', () => {
  it('writes every change of stage and every 2 points of the bar, not each small step', async () => {
    const reports = [0, 1, 2, 3, 4, 5].map((percent): [number, DocumentProgress] => [
      percent * 100,
      translating(percent, percent),
    ]);
    reports.unshift([0, { stage: 'reading', percent: 0, segmentsDone: 0, segmentsTotal: 0 }]);
    expect(await recorded(reports)).toEqual([
      '0ms reading 0% 0',
      '0ms translating 0% 0',
      '200ms translating 2% 2',
      '400ms translating 4% 4',
    ]);
  });

  it('writes a smaller step once 2 s passed since the last write', async () => {
    const written = await recorded([
      [0, translating(10, 10)],
      [1500, translating(11, 11)],
      [2100, translating(11, 12)],
      [2500, translating(11, 12)],
    ]);
    expect(written).toEqual(['0ms translating 10% 10', '2100ms translating 11% 12']);
  });

  it('never moves the bar back below what the row shows, and keeps 100 for the finished job', async () => {
    const written = await recorded(
      [
        [0, translating(5, 5)],
        [10, { stage: 'rebuilding', percent: 100, segmentsDone: 100, segmentsTotal: 100 }],
      ],
      40,
    );
    expect(written).toEqual(['0ms translating 40% 5', '10ms rebuilding 99% 100']);
  });

  it('tells the caller when the attempt no longer holds the job', async () => {
    const record = progressRecorder(0, async () => false);
    expect(await record(translating(3, 3))).toBe(false);
  });
});
