import { useSearchParams } from 'react-router';
import { reportRangeQuerySchema, type ReportRangeQuery } from '@giftfront/domain/admin/reports';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { DormancyDownload } from './components/dormancy-download';
import { GiftCardReports } from './components/gift-card-reports';
import { ReportPresets } from './components/report-presets';
import { ReportRangeForm } from './components/report-range-form';
import { ReportTabs, reportViewOf } from './components/report-tabs';
import { SalesView } from './components/sales-view';

/** This month so far on the store's clock, unless the address names a valid range. */
function rangeOf(params: URLSearchParams, timeZone: string): ReportRangeQuery {
  const parsed = reportRangeQuerySchema.safeParse({ from: params.get('from'), to: params.get('to') });
  if (parsed.success) return parsed.data;
  const today = utcToWallTime(new Date(), timeZone).slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Owners: sales, and the gift card liability and redemptions, over one date range; each as a chart, tables and CSV. The view and range live in the address. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const timeZone = useSession().store.timeZone;
  const range = rangeOf(params, timeZone);
  const today = utcToWallTime(new Date(), timeZone).slice(0, 10);
  const view = reportViewOf(params);
  const applyRange = (next: ReportRangeQuery) => {
    const updated = new URLSearchParams(params);
    updated.set('from', next.from);
    updated.set('to', next.to);
    setParams(updated);
  };
  return (
    <div data-testid="reports-page">
      <PageHeader
        title="Reports"
        description="Sales, what the store owes on gift cards, and where cards were redeemed. Days are the store's time zone's days; both dates are included."
      />
      <ReportTabs current={view} />
      <ReportPresets range={range} today={today} onChange={applyRange} />
      <ReportRangeForm range={range} onChange={applyRange} />
      {view === 'sales' ? <SalesView range={range} /> : <GiftCardReports range={range} />}
      <DormancyDownload />
    </div>
  );
}
