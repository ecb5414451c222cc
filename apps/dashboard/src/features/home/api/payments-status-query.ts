import { useQuery } from '@tanstack/react-query';
import { paymentSettingsAnswerSchema } from '@giftfront/domain/admin/payment-settings';
import { apiGet, parsed } from '@/lib/api-client';

/** The same answer the Payments page reads (and the same cache entry): its `problem` says why shoppers cannot pay. */
export function usePaymentsStatus() {
  return useQuery({
    queryKey: ['settings', 'payments'],
    queryFn: ({ signal }) => apiGet('/api/admin/settings/payments', signal).then(parsed(paymentSettingsAnswerSchema)),
  });
}
