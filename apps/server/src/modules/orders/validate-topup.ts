import { codeEnding } from '@giftfront/domain/gift-card';
import { toMinor } from '@giftfront/domain/money';
import type { OrderValidationPayloadWire } from '@giftfront/domain/order';
import type { Executor } from '../../db/client.ts';
import { lockGiftCards } from '../gift-cards/index.ts';
import type { IntentRecord } from '../payments/index.ts';
import type { StoreRecord } from '../stores/index.ts';
import { orderLanguage } from '../../lib/i18n/server-i18n.ts';
import { isUuid } from '../../lib/uuid.ts';
import { refuse } from '../../lib/refuse.ts';
import { topupAmountProblem, topupCardProblem } from '../gift-cards/index.ts';
import type { ValidatedTopup } from '../payments/index.ts';

/** A top-up (product §2 Balance page): the store allows it, the card can take it, the cap holds. */
export async function validateTopup(
  tx: Executor,
  store: StoreRecord,
  payload: OrderValidationPayloadWire,
  intent: IntentRecord | null,
  now: Date,
): Promise<ValidatedTopup> {
  const { settings } = store;
  const currency = settings.currencyCode;
  if (!settings.shouldAllowTopups) throw refuse('Top-ups are not available in this store.', 'forbidden');
  const cardId = payload.topupGiftCardId ?? '';
  if (!cardId) throw refuse('topupGiftCardId is required for a top-up.');
  if (intent && (intent.kind !== 'topup' || intent.topupGiftCardId !== cardId))
    throw refuse('This payment was not created for a top-up of this gift card.');
  const [card] = isUuid(cardId) ? await lockGiftCards(tx, store.id, [cardId]) : [];
  if (!card) throw refuse('Gift card not found', 'not-found');
  const problem =
    topupCardProblem(card, currency, now.toISOString().slice(0, 10)) ??
    topupAmountProblem(payload.totals.total, card, currency, settings.maxGiftCardBalance);
  if (problem) throw refuse(problem);
  const amountMinor = toMinor(payload.totals.total, currency);
  return {
    kind: 'topup',
    currency,
    language: orderLanguage(payload.language, store.settings),
    customer: payload.customer,
    giftCardId: card.id,
    codeEnding: codeEnding(card.code),
    amountMinor,
  };
}
