// Turning the daily rows the server sends into what a chart draws: one value per day for each series,
// zero on the days the server left out because nothing happened.

export interface ChartSeries {
  label: string;
  values: number[];
}

const dayMs = 24 * 60 * 60 * 1000;

/** The last `count` UTC days up to `now`, oldest first, as YYYY-MM-DD (the server's day keys). */
export function lastDays(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(now.getTime() - (count - 1 - index) * dayMs).toISOString().slice(0, 10),
  );
}

/** One series per distinct `seriesOf(row)`, summing `amountOf(row)` on each of `days`. */
export function seriesPerDay<Row extends { day: string }>(
  rows: readonly Row[],
  days: readonly string[],
  seriesOf: (row: Row) => string,
  amountOf: (row: Row) => number,
): ChartSeries[] {
  const position = new Map(days.map((day, index) => [day, index]));
  const series = new Map<string, number[]>();
  for (const row of rows) {
    const index = position.get(row.day);
    if (index === undefined) continue;
    const label = seriesOf(row);
    const values = series.get(label) ?? days.map(() => 0);
    values[index] = (values[index] ?? 0) + amountOf(row);
    series.set(label, values);
  }
  return [...series].map(([label, values]) => ({ label, values }));
}
