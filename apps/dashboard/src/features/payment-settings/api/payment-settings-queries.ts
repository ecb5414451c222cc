import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paymentConnectionTestSchema,
  paymentSettingsAnswerSchema,
  type PaymentSettingsBody,
} from '@giftfront/domain/admin/payment-settings';
import { apiGet, apiPatch, apiPost, parsed } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session';

export const PAYMENT_SETTINGS_QUERY_KEY = ['settings', 'payments'] as const;
const URL = '/api/admin/settings/payments';

export function usePaymentSettings() {
  return useQuery({
    queryKey: PAYMENT_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet(URL, signal).then(parsed(paymentSettingsAnswerSchema)),
  });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettingsBody) => apiPatch(URL, body).then(parsed(paymentSettingsAnswerSchema)),
    onSuccess: (answer) => {
      queryClient.setQueryData(PAYMENT_SETTINGS_QUERY_KEY, answer);
      // The session says whether the store takes test payments: the test-mode banner follows.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export function useTestPaymentConnection() {
  return useMutation({ mutationFn: () => apiPost(`${URL}/test`).then(parsed(paymentConnectionTestSchema)) });
}
