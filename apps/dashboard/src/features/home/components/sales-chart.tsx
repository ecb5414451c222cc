import { sumMinor, type MinorUnits } from '@giftfront/domain/money';
import { useId } from 'react';
import type { StoreSummary } from '@giftfront/domain/admin/summary';
import { formatDay } from '@/lib/format-date';

const WIDTH = 600;
const HEIGHT = 120;
const GAP = 4;

/**
 * Gift card sales on each of the last 30 store days: plain SVG bars in the store's colour (no
 * chart library: Home's first load keeps the dashboard's JavaScript budget, decision 0079). The
 * picture is role="img" named by a sentence; a visually hidden table holds every day's figure.
 */
export function SalesChart({ summary, money }: { summary: StoreSummary; money: (minor: MinorUnits) => string }) {
  const id = useId();
  const days = summary.salesByDay;
  const total = sumMinor(days.map((row) => row.giftCardSales));
  const first = days[0]?.day ?? summary.to;
  const last = days.at(-1)?.day ?? summary.to;
  const range = `${formatDay(first)} to ${formatDay(last)}`;
  const best = days.reduce((top, row) => (row.giftCardSales > top.giftCardSales ? row : top), days[0]!);
  const empty = days.length === 0 || days.every((row) => row.giftCardSales <= 0);
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4" data-testid="sales-chart">
      <h3 id={`${id}-title`} className="mb-2 text-xs font-medium tracking-wide text-zinc-600 uppercase">
        Gift card sales, last 30 days
      </h3>
      <div className="rounded-xl border border-zinc-200 bg-white px-4 py-3 shadow-xs">
        {empty ? (
          <p className="py-6 text-center text-sm text-zinc-600" data-testid="sales-chart-empty">
            No gift card sales from {range}. Sales will show here day by day.
          </p>
        ) : (
          <>
            <p id={`${id}-summary`} className="mb-2 text-sm text-zinc-700" data-testid="sales-chart-summary">
              {money(total)} from {range}; the best day was {formatDay(best.day)} with {money(best.giftCardSales)}.
            </p>
            <svg
              role="img"
              aria-labelledby={`${id}-summary`}
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="block h-28 w-full"
            >
              <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="#a1a1aa" strokeWidth={1} />
              {days.map((row, i) => {
                const slot = WIDTH / days.length;
                const height = Math.max(0, (row.giftCardSales / best.giftCardSales) * (HEIGHT - 4));
                return (
                  <rect
                    key={row.day}
                    x={i * slot + GAP / 2}
                    y={HEIGHT - 1 - height}
                    width={slot - GAP}
                    height={height}
                    fill={summary.chartColor}
                    rx={2}
                  />
                );
              })}
            </svg>
            <div className="mt-1 flex justify-between text-xs text-zinc-600" aria-hidden="true">
              <span>{formatDay(first)}</span>
              <span>{formatDay(last)}</span>
            </div>
            <table className="sr-only">
              <caption>Gift card sales by day, {range}</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Gift card sales</th>
                </tr>
              </thead>
              <tbody>
                {days.map((row) => (
                  <tr key={row.day}>
                    <th scope="row">{formatDay(row.day)}</th>
                    <td>{money(row.giftCardSales)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </section>
  );
}
