import { SUMMARY_PERIOD_LABELS, SUMMARY_PERIODS, type StoreSummary } from '@giftfront/domain/admin/summary';
import { QueryState } from '@/components/query-state';
import type { MinorUnits } from '@giftfront/domain/money';
import { formatAmount } from '@/lib/money';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { useStoreSummary } from '../api/summary-query';
import { FigureLink } from './figure-link';
import { SalesChart } from './sales-chart';

const card = 'rounded-xl border border-zinc-200 bg-white px-4 py-3 shadow-xs';

/** Today, the last 7 and 30 days, and what is outstanding now; each figure opens its filtered list. */
export function StoreSummaryPanel() {
  const summary = useStoreSummary();
  const timeZone = useStoreTimeZone();
  return (
    <section aria-labelledby="summary-title" className="mb-8" data-testid="store-summary">
      <h2 id="summary-title" className="mb-3 text-sm font-semibold text-zinc-900">
        At a glance <span className="font-normal text-zinc-600">(days in {timeZone})</span>
      </h2>
      <QueryState query={summary} loadingLabel="Loading the summary…">
        {(data) => (
          <>
            <Figures summary={data} />
            <SalesChart summary={data} money={(minor) => formatAmount(minor, data.currency)} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function Figures({ summary }: { summary: StoreSummary }) {
  const money = (minor: MinorUnits) => formatAmount(minor, summary.currency);
  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
      {SUMMARY_PERIODS.map((period) => {
        const figures = summary.periods[period];
        const range = `from=${figures.from}&to=${summary.to}`;
        return (
          <div key={period} className={card} data-testid={`summary-${period}`}>
            <h3 className="mb-1 text-xs font-medium tracking-wide text-zinc-600 uppercase">
              {SUMMARY_PERIOD_LABELS[period]}
            </h3>
            <FigureLink label="Orders" value={String(figures.orders)} to={`/orders?${range}`} />
            <FigureLink label="Gift card sales" value={money(figures.giftCardSales)} to={`/orders?${range}`} />
            <FigureLink label="Redemptions" value={money(figures.redemptions)} to="/gift-cards" />
            <FigureLink
              label="Deliveries failed"
              value={String(figures.deliveriesFailed)}
              to="/deliveries?state=failed"
            />
          </div>
        );
      })}
      <div className={card} data-testid="summary-now">
        <h3 className="mb-1 text-xs font-medium tracking-wide text-zinc-600 uppercase">Now</h3>
        <FigureLink
          label="Outstanding balance"
          value={money(summary.outstandingBalance)}
          to="/gift-cards?status=active"
        />
        <FigureLink
          label="Awaiting shipment"
          value={String(summary.ordersAwaitingShipment)}
          to="/fulfilment?status=awaiting-shipment"
          testId="summary-awaiting-shipment"
        />
      </div>
    </div>
  );
}
