import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

// Only the pieces a bar chart uses: the rest of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries {
  label: string;
  values: number[];
  /** One colour, or one per bar. */
  color: string | string[];
}

export interface BarChartProps {
  /** What the chart shows, read out for the canvas; the figure's caption summarises the figures. */
  title: string;
  labels: string[];
  series: BarSeries[];
  stacked?: boolean;
  /** Axis ticks and tooltips, e.g. minor units as '$12.50'. */
  formatValue: (value: number) => string;
}

/** Chart.js bars on a canvas: loaded only with the reports (report-chart.tsx imports it lazily). */
export default function BarChart({ title, labels, series, stacked = false, formatValue }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const format = useRef(formatValue);
  format.current = formatValue;
  // The figures as one value, so a new render with the same figures keeps the chart.
  const data = JSON.stringify({ labels, series, stacked });

  useEffect(() => {
    if (!canvas.current) return;
    const {
      labels: x,
      series: sets,
      stacked: stack,
    } = JSON.parse(data) as { labels: string[]; series: BarSeries[]; stacked: boolean };
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: x,
        datasets: sets.map((set) => ({
          label: set.label,
          data: set.values,
          backgroundColor: set.color,
          borderRadius: 3,
          maxBarThickness: 48,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: sets.length > 1, position: 'bottom', labels: { boxWidth: 12, color: '#3f3f46' } },
          tooltip: {
            callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format.current(item.parsed.y ?? 0)}` },
          },
        },
        scales: {
          x: { stacked: stack, grid: { display: false }, ticks: { color: '#52525b', maxRotation: 60, autoSkip: true } },
          y: {
            stacked: stack,
            ticks: { color: '#52525b', callback: (value) => format.current(Number(value)) },
            grid: { color: '#f4f4f5' },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [data]);

  return (
    <div className="relative h-56 sm:h-64">
      <canvas ref={canvas} role="img" aria-label={title} />
    </div>
  );
}
