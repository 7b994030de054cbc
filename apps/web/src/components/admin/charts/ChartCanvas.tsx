'use client';
// The one place chart.js is imported: DailyChart loads this module with next/dynamic (no SSR), so the
// library reaches only the admin page's visitors.
import { Chart as ChartJS, registerables } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { ChartSeries } from './chart-series';

// Every chart.js piece, not only the two kinds drawn today: this module is already loaded apart from
// the rest of the site, and a new kind of chart then needs no registration to remember.
ChartJS.register(...registerables);

/** Distinct on white and for the common kinds of colour blindness (Okabe–Ito). */
const palette = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

export interface ChartCanvasProps {
  kind: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  stacked?: boolean;
  /** What the chart shows, read out by screen readers in place of the canvas. */
  description: string;
  /** Counts (the default) are ticked in whole numbers; amounts such as megabytes are not. */
  counts?: boolean;
}

export default function ChartCanvas({
  kind,
  labels,
  series,
  stacked = false,
  description,
  counts = true,
}: ChartCanvasProps) {
  const datasets = series.map((one, index) => {
    const color = palette[index % palette.length];
    return { label: one.label, data: one.values, backgroundColor: color, borderColor: color };
  });
  return (
    <Chart
      type={kind}
      data={{ labels, datasets }}
      aria-label={description}
      role="img"
      options={{
        maintainAspectRatio: false,
        animation: false,
        scales: {
          // Thirty dates side by side would be turned on end and crowd; a few upright ones read better.
          x: { stacked, ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 6 } },
          y: { stacked, beginAtZero: true, ticks: { precision: counts ? 0 : undefined } },
        },
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
      }}
    />
  );
}
