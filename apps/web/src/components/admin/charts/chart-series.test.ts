import { expect, test } from 'vitest';
import { lastDays, seriesPerDay } from './chart-series';

test('the last days end today (UTC) and are oldest first', () => {
  expect(lastDays(3, new Date('2026-03-01T23:30:00Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
});

test('each series has a value for every day, zero where nothing happened, and ignores other days', () => {
  const rows = [
    { day: '2026-03-01', engine: 'deepl', jobs: 2 },
    { day: '2026-03-03', engine: 'deepl', jobs: 1 },
    { day: '2026-03-03', engine: 'openai', jobs: 4 },
    { day: '2026-02-01', engine: 'openai', jobs: 9 },
  ];
  const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
  expect(
    seriesPerDay(
      rows,
      days,
      (row) => row.engine,
      (row) => row.jobs,
    ),
  ).toEqual([
    { label: 'deepl', values: [2, 0, 1] },
    { label: 'openai', values: [0, 0, 4] },
  ]);
});
