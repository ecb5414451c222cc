import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activationResultCodec, type ActivationBody } from '@giftfront/domain/admin/batches';
import { apiPost, parsedInCurrency } from '@/lib/api-client';

/** Activates a printed card with the amount paid (a decimal, as typed); the key makes a retry record it once. */
export function useActivateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ActivationBody; idempotencyKey: string }) =>
      apiPost('/api/admin/activations', body, { 'idempotency-key': idempotencyKey }).then(
        parsedInCurrency(activationResultCodec, 'card', 'currency'),
      ),
    // The card is in the gift card list with its balance now, and its batch counts it as activated.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['gift-cards'] }),
        queryClient.invalidateQueries({ queryKey: ['batches'] }),
      ]),
  });
}
