import { useQuery } from '@tanstack/react-query';
import { storeSummaryCodec } from '@giftfront/domain/admin/summary';
import { apiGet, parsedInCurrency } from '@/lib/api-client';

export function useStoreSummary() {
  return useQuery({
    queryKey: ['summary'],
    // The answer's decimals read as minor units of the currency it names, once, here.
    queryFn: ({ signal }) => apiGet('/api/admin/summary', signal).then(parsedInCurrency(storeSummaryCodec, 'currency')),
  });
}
