import type { Database } from '../../db/client.ts';
import { releaseDiscountReservations } from '../discounts/index.ts';
import { releaseIntentHolds } from '../gift-cards/index.ts';
import { FulfilmentRefusedError } from './count-stock.ts';
import { fulfilPayment } from './fulfil-payment.ts';
import { findOrderByIntent, type OrderRecord } from '../orders/index.ts';
import { refuse } from '../../lib/refuse.ts';
import { lockIntent, updateIntent } from '../payments/index.ts';
import { refundedAnswer } from '../payments/index.ts';
import { refundUnfulfillable, type RefundDeps } from './refund-unfulfillable.ts';
import type { StoreRecord } from '../stores/index.ts';

/**
 * A success signal (sandbox confirmation, webhook, order-details check): fulfils exactly once.
 * When fulfilment is refused (sold out meanwhile) before anything was charged, the shopper hears
 * why (409); when the provider has already taken the money, the payment is refunded
 * (docs/decisions/0008) and the answer is the refund message (410).
 */
export async function completePayment(
  deps: RefundDeps,
  intentId: string,
  options: {
    alreadyCharged: boolean;
    card?: { cardLast4: string | null; cardBrand: string | null };
    store?: StoreRecord;
  },
): Promise<OrderRecord> {
  const { db } = deps;
  try {
    // The card's details are written with the success, under the intent's lock (one update, not two).
    return await db.transaction(
      async (tx) => (await fulfilPayment(tx, intentId, new Date(), options.card, options.store)).order,
    );
  } catch (error) {
    if (!(error instanceof FulfilmentRefusedError)) throw error;
    if (!options.alreadyCharged) {
      await updateIntent(db, intentId, { lastError: error.message });
      throw refuse(error.message, 'conflict');
    }
    const refund = await refundUnfulfillable(deps, intentId, error.message);
    if (refund !== 'fulfilled') throw refundedAnswer(refund);
    // Another success signal fulfilled it in the meantime (the cause of the refusal had passed).
    return (await findOrderByIntent(db, intentId))!;
  }
}

/** A failed or canceled payment: the held gift card amounts and discount uses go back. A failure after success changes nothing. */
export async function failPayment(
  db: Database,
  intentId: string,
  outcome: { status: 'requires_payment_method' | 'canceled'; message: string; cardLast4?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const intent = await lockIntent(tx, intentId);
    if (!intent || intent.status === 'succeeded') return;
    if (await findOrderByIntent(tx, intentId)) return;
    await updateIntent(tx, intentId, {
      status: outcome.status,
      lastError: outcome.message,
      ...(outcome.cardLast4 ? { cardLast4: outcome.cardLast4 } : {}),
    });
    await releaseIntentHolds(tx, intentId, outcome.message);
    await releaseDiscountReservations(tx, intentId);
  });
}
