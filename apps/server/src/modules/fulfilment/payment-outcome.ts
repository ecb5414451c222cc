import type { Database, Transaction } from '../../db/client.ts';
import { releaseDiscountReservations } from '../discounts/index.ts';
import { releaseIntentHolds } from '../gift-cards/index.ts';
import { FulfilmentRefusedError } from './count-stock.ts';
import { fulfilLockedPayment } from './fulfil-payment.ts';
import { findOrderByIntent, type OrderRecord } from '../orders/index.ts';
import { refuse } from '../../lib/refuse.ts';
import { lockIntent, updateIntent, type IntentRecord, type ReportedCard } from '../payments/index.ts';
import type { ValidatedSnapshot } from '../payments/index.ts';
import { refundedAnswer } from '../payments/index.ts';
import { refundUnfulfillable, type RefundDeps } from './refund-unfulfillable.ts';
import type { StoreRecord } from '../stores/index.ts';

/** What a success signal fulfils: the intent as locked and read in the fulfilling transaction. */
export interface LockedPayment {
  intent: IntentRecord;
  /** The provider has taken the money: a refusal then refunds it (docs/decisions/0008). */
  alreadyCharged: boolean;
  /** The card the provider reported, written with the success. */
  card?: ReportedCard;
  /** The intent's store as the paying request has it (its settings are not read again). */
  store?: StoreRecord;
  /** The intent's validated order as the caller parsed it from the locked row. */
  snapshot?: ValidatedSnapshot;
}

/**
 * A success signal (sandbox confirmation, webhook, order-details check): fulfils exactly once.
 * When fulfilment is refused (sold out meanwhile) before anything was charged, the shopper hears
 * why (409); when the provider has already taken the money, the payment is refunded
 * (docs/decisions/0008) and the answer is the refund message (410).
 */
export async function completePayment(
  deps: RefundDeps,
  intentId: string,
  options: { alreadyCharged: boolean; card?: ReportedCard; store?: StoreRecord },
): Promise<OrderRecord> {
  return completeLockedPayment(deps, async (tx) => {
    const intent = await lockIntent(tx, intentId);
    if (!intent) throw new Error(`No payment intent ${intentId}`);
    return { intent, ...options };
  });
}

/**
 * completePayment where `lock` locks and reads the intent in the fulfilling transaction itself and
 * may refuse it (throwing) before anything is written: the sandbox's confirmation checks the intent
 * on the row it locks, so it is read once (issue 24).
 */
export async function completeLockedPayment(
  deps: RefundDeps,
  lock: (tx: Transaction) => Promise<LockedPayment>,
): Promise<OrderRecord> {
  const { db } = deps;
  let locked: LockedPayment | undefined;
  try {
    // The card's details are written with the success, under the intent's lock (one update, not two).
    return await db.transaction(async (tx) => {
      locked = await lock(tx);
      const { intent, card, store, snapshot } = locked;
      return (await fulfilLockedPayment(tx, intent, new Date(), card, store, snapshot)).order;
    });
  } catch (error) {
    if (!(error instanceof FulfilmentRefusedError) || !locked) throw error;
    const intentId = locked.intent.id;
    if (!locked.alreadyCharged) {
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
