import { lazy, Suspense } from 'react';
import type { BarChartProps } from './bar-chart';

// The charting library is its own chunk, fetched when a report first shows a chart.
const BarChart = lazy(() => import('./bar-chart'));

/**
 * A chart with its summary as the figure's caption: the words for those who cannot see the
 * bars; the table beside it has every figure.
 */
export function ReportChart({ summary, testId, ...chart }: BarChartProps & { summary: string; testId?: string }) {
  return (
    <figure className="mb-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs" data-testid={testId}>
      <Suspense fallback={<div className="h-56 sm:h-64" />}>
        <BarChart {...chart} />
      </Suspense>
      <figcaption className="mt-3 text-sm text-zinc-600">{summary}</figcaption>
    </figure>
  );
}

export const CHART_COLORS = {
  primary: '#4f46e5',
  secondary: '#a5b4fc',
  tertiary: '#0d9488',
  negative: '#e11d48',
} as const;
