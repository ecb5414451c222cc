import { useSearchParams } from 'react-router';
import { Download, ScanQrCode } from 'lucide-react';
import { reportRangeQuerySchema, type ReportRangeQuery } from '@giftfront/domain/admin/reports';
import { buttonClasses } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { StateMessage } from '@/components/state-message';
import { reportCsvUrl, useLiabilityReport, useRedemptionReport } from './api/report-queries';
import { LiabilityTable } from './components/liability-table';
import { RedemptionsTable } from './components/redemptions-table';
import { ReportRangeForm } from './components/report-range-form';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** This month so far (UTC), unless the address names a valid range. */
function rangeOf(params: URLSearchParams): ReportRangeQuery {
  const parsed = reportRangeQuerySchema.safeParse({ from: params.get('from'), to: params.get('to') });
  if (parsed.success) return parsed.data;
  const today = new Date();
  return { from: isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))), to: isoDay(today) };
}

function CsvLink({ report, range, label }: { report: 'liability' | 'redemptions'; range: ReportRangeQuery; label: string }) {
  return (
    <a href={reportCsvUrl(report, range)} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}

/** Owners: the gift card liability and the redemptions over a date range, each downloadable as CSV. The range lives in the address. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const liability = useLiabilityReport(range);
  const redemptions = useRedemptionReport(range);
  return (
    <div data-testid="reports-page">
      <PageHeader title="Reports" description="What the store owes on gift cards and where they were redeemed. Days are UTC days; both dates are included." />
      <ReportRangeForm range={range} onChange={(next) => setParams(new URLSearchParams(next))} />
      <section aria-labelledby="liability-heading" className="mb-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="liability-heading" className="text-lg font-semibold text-zinc-900">Liability</h2>
          <CsvLink report="liability" range={range} label="Liability CSV" />
        </div>
        <QueryState query={liability} loadingLabel="Loading the liability…">
          {(report) => <LiabilityTable report={report} />}
        </QueryState>
      </section>
      <section aria-labelledby="redemptions-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="redemptions-heading" className="text-lg font-semibold text-zinc-900">Redemptions</h2>
          <CsvLink report="redemptions" range={range} label="Redemptions CSV" />
        </div>
        <QueryState query={redemptions} loadingLabel="Loading the redemptions…">
          {(report) => (report.rows.length === 0 ? <StateMessage icon={ScanQrCode} title="No redemptions in these dates" /> : <RedemptionsTable report={report} />)}
        </QueryState>
      </section>
    </div>
  );
}
