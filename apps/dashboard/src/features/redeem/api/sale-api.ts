import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardSaleCodec, type SellCardBody } from '@giftfront/domain/admin/counter-sale';
import { apiPost, parsedInCurrency } from '@/lib/api-client';

export interface SaleAttempt {
  body: SellCardBody;
  /** One key per attempt: a double tap or a retry of the same sale issues one card. */
  idempotencyKey: string;
}

/** Sells a card at the counter; the answer's balance in minor units of the currency it names. */
export function useSellCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SaleAttempt) =>
      apiPost('/api/admin/gift-cards/sales', body, { 'idempotency-key': idempotencyKey }).then(
        parsedInCurrency(cardSaleCodec, 'card', 'currency'),
      ),
    // The new card is in the gift card list and the reports from now on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gift-cards'] }),
  });
}
