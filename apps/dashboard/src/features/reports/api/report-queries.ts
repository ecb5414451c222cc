import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  liabilityReportCodec,
  redemptionReportCodec,
  salesReportCodec,
  type LiabilityReport,
  type RedemptionReport,
  type ReportRangeQuery,
  type SalesReport,
  type SalesGrouping,
} from '@giftfront/domain/admin/reports';
import { apiGet, parsedInCurrency } from '@/lib/api-client';

const rangeQuery = ({ from, to }: ReportRangeQuery) => `from=${from}&to=${to}`;
const salesQuery = (range: ReportRangeQuery, groupBy: SalesGrouping) => `${rangeQuery(range)}&groupBy=${groupBy}`;

/** Files the browser downloads itself (the session cookie rides along). */
export const reportCsvUrl = (report: 'liability' | 'redemptions', range: ReportRangeQuery) =>
  `/api/admin/reports/${report}.csv?${rangeQuery(range)}`;
export const salesCsvUrl = (range: ReportRangeQuery, groupBy: SalesGrouping) =>
  `/api/admin/reports/sales.csv?${salesQuery(range, groupBy)}`;

export function useLiabilityReport(range: ReportRangeQuery) {
  return useQuery({
    queryKey: ['reports', 'liability', range],
    // The answer's decimals read as minor units of the currency it names, once, here.
    queryFn: ({ signal }): Promise<LiabilityReport> =>
      apiGet(`/api/admin/reports/liability?${rangeQuery(range)}`, signal).then(
        parsedInCurrency(liabilityReportCodec, 'currency'),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRedemptionReport(range: ReportRangeQuery) {
  return useQuery({
    queryKey: ['reports', 'redemptions', range],
    queryFn: ({ signal }): Promise<RedemptionReport> =>
      apiGet(`/api/admin/reports/redemptions?${rangeQuery(range)}`, signal).then(
        parsedInCurrency(redemptionReportCodec, 'currency'),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSalesReport(range: ReportRangeQuery, groupBy: SalesGrouping) {
  return useQuery({
    queryKey: ['reports', 'sales', range, groupBy],
    queryFn: ({ signal }): Promise<SalesReport> =>
      apiGet(`/api/admin/reports/sales?${salesQuery(range, groupBy)}`, signal).then(
        parsedInCurrency(salesReportCodec, 'currency'),
      ),
    placeholderData: keepPreviousData,
  });
}
