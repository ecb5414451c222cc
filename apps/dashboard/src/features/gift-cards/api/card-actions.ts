import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustmentBody,
  ExpiryBody,
  LoadBody,
  ResendBody,
  ReversalBody,
  VoidBody,
} from '@giftfront/domain/admin/gift-card-actions';
import { loadResultCodec, redemptionResultCodec, resendResultSchema } from '@giftfront/domain/admin/gift-card-actions';
import { giftCardDetailCodec } from '@giftfront/domain/admin/gift-cards';
import { apiPatch, apiPost, parsed, parsedInCurrency } from '@/lib/api-client';
import { giftCardKey } from './gift-card-queries';

/** An action on a card; afterwards the card and the lists are read again (the server decided the figures). */
function useCardAction<Input, Output>(cardId: string, request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: giftCardKey(cardId) }),
        queryClient.invalidateQueries({ queryKey: ['gift-cards'] }),
      ]),
  });
}

const cardPath = (id: string, action: string) => `/api/admin/gift-cards/${id}/${action}`;
/** Adjust, void, reactivate and a new expiry answer with the card as it now stands, in its own currency. */
const cardAfterAction = parsedInCurrency(giftCardDetailCodec, 'currency');

export const useAdjustBalance = (id: string) =>
  useCardAction(id, (body: AdjustmentBody) => apiPost(cardPath(id, 'adjustments'), body).then(cardAfterAction));
/** Loads money onto the card (owners); the key makes a retry load once. The answer is in minor units. */
export const useLoadCard = (id: string, currency: string) =>
  useCardAction(id, ({ body, idempotencyKey }: { body: LoadBody; idempotencyKey: string }) =>
    apiPost(cardPath(id, 'loads'), body, { 'idempotency-key': idempotencyKey }).then(parsed(loadResultCodec(currency))),
  );
export const useVoidCard = (id: string) =>
  useCardAction(id, (body: VoidBody) => apiPost(cardPath(id, 'void'), body).then(cardAfterAction));
export const useReactivateCard = (id: string) =>
  useCardAction(id, () => apiPost(cardPath(id, 'reactivate')).then(cardAfterAction));
export const useChangeExpiry = (id: string) =>
  useCardAction(id, (body: ExpiryBody) => apiPatch(cardPath(id, 'expiry'), body).then(cardAfterAction));
export const useResendGift = (id: string) =>
  useCardAction(id, (body: ResendBody) => apiPost(cardPath(id, 'resend'), body).then(parsed(resendResultSchema)));
export const useReverseRedemption = (id: string) =>
  useCardAction(id, ({ redemptionId, ...body }: ReversalBody & { redemptionId: string }) =>
    apiPost(`/api/admin/redemptions/${redemptionId}/reversal`, body).then(
      parsedInCurrency(redemptionResultCodec, 'card', 'currency'),
    ),
  );
