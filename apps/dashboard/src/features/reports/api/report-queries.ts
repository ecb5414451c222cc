import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LiabilityReport, RedemptionReport, ReportRangeQuery } from '@giftfront/domain/admin/reports';
import { apiGet } from '@/lib/api-client';

const rangeQuery = ({ from, to }: ReportRangeQuery) => `from=${from}&to=${to}`;

/** Files the browser downloads itself (the session cookie rides along). */
export const reportCsvUrl = (report: 'liability' | 'redemptions', range: ReportRangeQuery) => `/api/admin/reports/${report}.csv?${rangeQuery(range)}`;

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
