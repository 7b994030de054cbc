'use client';
// A titled chart with its numbers beside it: the canvas is for the eye, the table under "Show the
// numbers" for screen readers, copying and exact values. chart.js loads only when a chart is shown.
import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import styles from '../AdminDashboard.module.css';
import type { ChartCanvasProps } from './ChartCanvas';

const ChartCanvas = dynamic(() => import('./ChartCanvas'), {
  ssr: false,
  loading: () => <div className={styles.chartPlaceholder} />,
});

interface DailyChartProps extends Omit<ChartCanvasProps, 'description'> {
  title: string;
  /** What a screen reader hears for the canvas; the title unless told. */
  description?: string;
  /** The heading of the labels' column in the table of numbers. */
  labelHeading: string;
  testId: string;
  /** False when the numbers are already in a table of their own next to the chart. */
  withTable?: boolean;
}

export function DailyChart({
  title,
  description = title,
  labelHeading,
  testId,
  withTable = true,
  ...chart
}: DailyChartProps) {
  const t = useTranslations('AdminDashboard.charts');
  const format = useFormatter();
  return (
    <figure className={styles.chart} data-testid={testId}>
      <figcaption>{title}</figcaption>
      <div className={styles.chartCanvas}>
        <ChartCanvas {...chart} description={description} />
      </div>
      {withTable && (
        <details>
          <summary>{t('showNumbers')}</summary>
          <table className={styles.numbers}>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                {chart.series.map((one) => (
                  <th scope="col" key={one.label}>
                    {one.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.labels.map((label, row) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {chart.series.map((one) => (
                    <td key={one.label}>{format.number(one.values[row] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </figure>
  );
}
