import { ScanQrCode } from 'lucide-react';
import type { ReportRangeQuery } from '@giftfront/domain/admin/reports';
import { QueryState } from '@/components/query-state';
import { StateMessage } from '@/components/state-message';
import { reportCsvUrl, useLiabilityReport, useRedemptionReport } from '../api/report-queries';
import { liabilityChart, moneyOf, redemptionsChart } from './chart-summaries';
import { CsvLink } from './csv-link';
import { LiabilityTable } from './liability-table';
import { RedemptionsTable } from './redemptions-table';
import { ReportChart } from './report-chart';

/** What the store owes on gift cards over the range, and where cards were redeemed. */
export function GiftCardReports({ range }: { range: ReportRangeQuery }) {
  const liability = useLiabilityReport(range);
  const redemptions = useRedemptionReport(range);
  return (
    <>
      <section aria-labelledby="liability-heading" className="mb-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="liability-heading" className="text-lg font-semibold text-zinc-900">
            Liability
          </h2>
          <CsvLink href={reportCsvUrl('liability', range)} label="Liability CSV" />
        </div>
        <QueryState query={liability} loadingLabel="Loading the liability…">
          {(report) => (
            <>
              <ReportChart
                {...liabilityChart(report)}
                formatValue={moneyOf(report.currency)}
                testId="liability-chart"
              />
              <LiabilityTable report={report} />
            </>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="redemptions-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="redemptions-heading" className="text-lg font-semibold text-zinc-900">
            Redemptions
          </h2>
          <CsvLink href={reportCsvUrl('redemptions', range)} label="Redemptions CSV" />
        </div>
        <QueryState query={redemptions} loadingLabel="Loading the redemptions…">
          {(report) =>
            report.rows.length === 0 ? (
              <StateMessage icon={ScanQrCode} title="No redemptions in these dates" />
            ) : (
              <>
                <ReportChart
                  {...redemptionsChart(report)}
                  formatValue={moneyOf(report.currency)}
                  testId="redemptions-chart"
                />
                <RedemptionsTable report={report} />
              </>
            )
          }
        </QueryState>
      </section>
    </>
  );
}
