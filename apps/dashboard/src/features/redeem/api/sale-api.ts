import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardSaleCodec, type SellCardBody } from '@giftfront/domain/admin/counter-sale';
import { decodeInNamedCurrency } from '@giftfront/domain/money-codec';
import { apiPost } from '@/lib/api-client';

/** Sells a card at the counter; the answer's balance in minor units of the currency it names. */
export function useSellCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SellCardBody) =>
      decodeInNamedCurrency(
        cardSaleCodec,
        await apiPost<unknown>('/api/admin/gift-cards/sales', body),
        'card',
        'currency',
      ),
    // The new card is in the gift card list and the reports from now on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gift-cards'] }),
  });
}
