import { useSearchParams } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { SALES_GROUPINGS, type ReportRangeQuery, type SalesGrouping } from '@giftfront/domain/admin/reports';
import { QueryState } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { StateMessage } from '@/components/state-message';
import { salesCsvUrl, useSalesReport } from '../api/report-queries';
import { moneyOf, salesChart } from './chart-summaries';
import { CsvLink } from './csv-link';
import { ReportChart } from './report-chart';
import { SalesPeriodsTable, SalesProductsTable, SalesTotals } from './sales-tables';

const GROUPING_OPTIONS = SALES_GROUPINGS.map((value) => ({
  value,
  label: { day: 'Day', week: 'Week', month: 'Month' }[value],
}));
export const groupingOf = (params: URLSearchParams): SalesGrouping =>
  (SALES_GROUPINGS as readonly string[]).includes(params.get('groupBy') ?? '')
    ? (params.get('groupBy') as SalesGrouping)
    : 'day';

/** Sales over the range by day, week or month: totals, a chart, the periods, the products; the grouping lives in the address. */
export function SalesView({ range }: { range: ReportRangeQuery }) {
  const [params, setParams] = useSearchParams();
  const groupBy = groupingOf(params);
  const sales = useSalesReport(range, groupBy);
  const setGrouping = (next: string) => {
    const updated = new URLSearchParams(params);
    updated.set('groupBy', next);
    setParams(updated);
  };
  return (
    <section aria-labelledby="sales-heading">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="sales-heading" className="text-lg font-semibold text-zinc-900">
          Sales
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Group by"
            options={GROUPING_OPTIONS}
            value={groupBy}
            onChange={(event) => setGrouping(event.target.value)}
            containerClassName="w-36"
          />
          <CsvLink href={salesCsvUrl(range, groupBy)} label="Sales CSV" />
        </div>
      </div>
      <p className="mb-4 max-w-3xl text-sm text-zinc-600" data-testid="sales-definition">
        Gross is the value of the products ordered, before discounts. Net = gross − discounts − refunds. Orders count on
        the day they were placed and refunds on the day they were made; fees, shipping and tax are shown apart and are
        not part of net.
      </p>
      <QueryState query={sales} loadingLabel="Loading the sales…">
        {(report) =>
          report.totals.orders === 0 && report.totals.refunds === 0 ? (
            <StateMessage
              icon={ShoppingBag}
              title="No sales in these dates"
              message={`Days are counted in ${report.timeZone}.`}
            />
          ) : (
            <>
              <SalesTotals report={report} />
              <ReportChart {...salesChart(report)} formatValue={moneyOf(report.currency)} testId="sales-chart" />
              <h3 className="mt-6 mb-1 text-base font-semibold text-zinc-900">By {groupBy}</h3>
              <p className="mb-2 text-sm text-zinc-600">
                {groupBy === 'week' ? 'Weeks start on Monday. ' : ''}Days are counted in {report.timeZone}; periods
                without orders or refunds are left out here (the chart and the CSV have them all).
              </p>
              <SalesPeriodsTable report={report} />
              <h3 className="mt-6 mb-2 text-base font-semibold text-zinc-900">By product</h3>
              <SalesProductsTable report={report} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
