import { TOPUP_MIN_AMOUNT } from '@giftfront/domain/constants';
import { codeEnding } from '@giftfront/domain/gift-card';
import { formatMoney, toMinor } from '@giftfront/domain/money';
import type { OrderValidationPayload } from '@giftfront/domain/order';
import type { Executor } from '../../db/client.ts';
import { lockGiftCards } from '../gift-cards/gift-card-holds.ts';
import { giftCardPaymentProblem } from '../gift-cards/resolve-gift-card-payments.ts';
import type { IntentRecord } from '../payments/intent-repository.ts';
import type { StoreRecord } from '../stores/store-repository.ts';
import { isUuid } from './catalog-lookup.ts';
import { refuse } from './refuse.ts';
import type { ValidatedTopup } from './validated-order.ts';

/** A top-up (SPEC §2 Balance page): the store allows it, the card can take it, the cap holds. */
export async function validateTopup(
  tx: Executor,
  store: StoreRecord,
  payload: OrderValidationPayload,
  intent: IntentRecord | null,
  now: Date,
): Promise<ValidatedTopup> {
  const { settings } = store;
  const currency = settings.currencyCode;
  if (!settings.shouldAllowTopups) throw refuse('Top-ups are not available in this store.', 403);
  const cardId = payload.topupGiftCardId ?? '';
  if (!cardId) throw refuse('topupGiftCardId is required for a top-up.');
  if (intent && (intent.kind !== 'topup' || intent.topupGiftCardId !== cardId))
    throw refuse('This payment was not created for a top-up of this gift card.');
  const [card] = isUuid(cardId) ? await lockGiftCards(tx, store.id, [cardId]) : [];
  if (!card) throw refuse('Gift card not found', 404);
  const problem = giftCardPaymentProblem(card, currency, now.toISOString().slice(0, 10));
  if (problem) throw refuse(problem);

  const amountMinor = toMinor(payload.totals.total, currency);
  const min = toMinor(TOPUP_MIN_AMOUNT, currency);
  if (amountMinor < min) throw refuse(`The top-up amount must be at least ${formatMoney(min, currency)}.`);
  const room = toMinor(settings.maxGiftCardBalance, currency) - card.balanceMinor;
  if (amountMinor > room)
    throw refuse(
      room > 0
        ? `This card can be topped up by at most ${formatMoney(room, currency)} (the maximum balance is ${formatMoney(toMinor(settings.maxGiftCardBalance, currency), currency)}).`
        : `This card is already at the maximum balance of ${formatMoney(toMinor(settings.maxGiftCardBalance, currency), currency)}.`,
    );
  return { kind: 'topup', currency, customer: payload.customer, giftCardId: card.id, codeEnding: codeEnding(card.code), amountMinor };
}
