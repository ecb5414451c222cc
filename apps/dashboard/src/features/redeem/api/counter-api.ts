import type { MinorUnits } from '@giftfront/domain/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { redeemBodyCodec, redemptionResultCodec } from '@giftfront/domain/admin/gift-card-actions';
import { giftCardDetailCodec, giftCardListSchema } from '@giftfront/domain/admin/gift-cards';
import { ApiError, apiGet, apiPost, parsed, parsedInCurrency } from '@/lib/api-client';

/**
 * The card whose code this is. The search also matches a code's last four characters, so a
 * short code can match several cards: then the whole code is needed.
 */
export async function findCardByCode(code: string): Promise<string> {
  const list = await apiGet(`/api/admin/gift-cards?${new URLSearchParams({ query: code })}`).then(
    parsed(giftCardListSchema),
  );
  const matches = list.cards.filter((card) => code.endsWith(card.codeEnding.toUpperCase()));
  if (matches.length === 0)
    throw new ApiError('No gift card of this store has this code. Check it and try again.', 404);
  if (matches.length > 1) throw new ApiError(`Several gift cards end in ${code.slice(-4)}: type the whole code.`, 409);
  return matches[0]!.id;
}

export function useFindCard() {
  return useMutation({ mutationFn: findCardByCode });
}

export const counterCardKey = (id: string) => ['gift-card', id] as const;

/** The card at the counter, amounts in minor units of its currency. */
export function useCounterCard(id: string) {
  return useQuery({
    queryKey: counterCardKey(id),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/gift-cards/${id}`, signal).then(parsedInCurrency(giftCardDetailCodec, 'currency')),
  });
}

export interface RedeemAttempt {
  cardId: string;
  currency: string;
  amountMinor: MinorUnits;
  idempotencyKey: string;
}

/** Takes an amount off the card; the key makes a retried request record once. */
export function useRedeemCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cardId, currency, amountMinor, idempotencyKey }: RedeemAttempt) => {
      const body = z.encode(redeemBodyCodec(currency), { amount: amountMinor });
      return apiPost(`/api/admin/gift-cards/${cardId}/redemptions`, body, {
        'idempotency-key': idempotencyKey,
      }).then(parsedInCurrency(redemptionResultCodec, 'card', 'currency'));
    },
    onSettled: (_data, _error, { cardId }) => queryClient.invalidateQueries({ queryKey: counterCardKey(cardId) }),
  });
}

/** A voucher is used whole, once: the server records who and when, and answers the card as it now is. */
export function useMarkVoucherUsed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) =>
      apiPost(`/api/admin/gift-cards/${cardId}/use`).then(parsedInCurrency(giftCardDetailCodec, 'currency')),
    onSuccess: (card) => queryClient.setQueryData(counterCardKey(card.id), card),
  });
}

export interface UndoAttempt {
  cardId: string;
  redemptionId: string;
}

/** Gives a redemption just made back to its card (the server allows staff their own of today). */
export function useUndoRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ redemptionId }: UndoAttempt) =>
      apiPost(`/api/admin/redemptions/${redemptionId}/reversal`, { reason: 'Undone at the counter' }).then(
        parsedInCurrency(redemptionResultCodec, 'card', 'currency'),
      ),
    onSettled: (_data, _error, { cardId }) => queryClient.invalidateQueries({ queryKey: counterCardKey(cardId) }),
  });
}
