import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  LiabilityReport,
  RedemptionReport,
  ReportRangeQuery,
  SalesGrouping,
  SalesReport,
} from '@giftfront/domain/admin/reports';
import { apiGet } from '@/lib/api-client';

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
    queryFn: ({ signal }) => apiGet<LiabilityReport>(`/api/admin/reports/liability?${rangeQuery(range)}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRedemptionReport(range: ReportRangeQuery) {
  return useQuery({
    queryKey: ['reports', 'redemptions', range],
    queryFn: ({ signal }) => apiGet<RedemptionReport>(`/api/admin/reports/redemptions?${rangeQuery(range)}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSalesReport(range: ReportRangeQuery, groupBy: SalesGrouping) {
  return useQuery({
    queryKey: ['reports', 'sales', range, groupBy],
    queryFn: ({ signal }) => apiGet<SalesReport>(`/api/admin/reports/sales?${salesQuery(range, groupBy)}`, signal),
    placeholderData: keepPreviousData,
  });
}
