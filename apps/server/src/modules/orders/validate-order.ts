import type { OrderValidationPayloadWire } from '@giftfront/domain/order';
import type { Database, Transaction } from '../../db/client.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { releaseDiscountReservations, reserveDiscountUses } from '../discounts/index.ts';
import { holdGiftCardBalance, InsufficientBalanceError, releaseIntentHolds } from '../gift-cards/index.ts';
import { lockStoreIntent, recordIntentValidation, type IntentRecord } from '../payments/index.ts';
import type { StoreRecord } from '../stores/index.ts';
import { priceOrderPayload } from './price-order-payload.ts';
import { refuse } from '../../lib/refuse.ts';
import { validateTopup } from './validate-topup.ts';
import { snapshotTotal, type ValidatedSnapshot } from '../payments/index.ts';

export interface ValidationDeps {
  db: Database;
  payments: PaymentProviders;
  holdTimeoutMinutes: number;
}

/** The server's pricing of a payload, without binding it to any intent. */
export async function priceSnapshot(
  tx: Transaction,
  store: StoreRecord,
  payload: OrderValidationPayloadWire,
  intent: IntentRecord | null,
  now: Date,
): Promise<ValidatedSnapshot> {
  if (payload.currency.toUpperCase() !== store.settings.currencyCode)
    throw refuse(`This store charges in ${store.settings.currencyCode}, not ${payload.currency.toUpperCase()}.`);
  if (intent?.kind === 'topup' && !payload.isTopup)
    throw refuse('This payment was created for a gift card top-up, not an order.');
  return payload.isTopup
    ? validateTopup(tx, store, payload, intent, now)
    : // Holds are made only when an intent is validated (bindToIntent): one never validated holds nothing to read.
      priceOrderPayload(tx, store, payload, intent?.validatedAt ? intent.id : null, now);
}

/**
 * ValidateOrder: recomputes the order, and when it names a payment intent binds the result to
 * it in one transaction: the snapshot, the amount to charge, and the gift card holds.
 */
export async function validateOrder(
  deps: ValidationDeps,
  store: StoreRecord,
  payload: OrderValidationPayloadWire,
): Promise<ValidatedSnapshot> {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const intent = payload.paymentIntentId ? await lockValidatableIntent(tx, store.id, payload.paymentIntentId) : null;
    const snapshot = await priceSnapshot(tx, store, payload, intent, now);
    if (!intent) return snapshot;
    if (snapshotTotal(snapshot) === 0)
      throw refuse('This order is paid in full by gift cards and discounts: place it without a card payment.');
    await bindToIntent(tx, deps, store, intent, snapshot, now);
    return snapshot;
  });
}

async function lockValidatableIntent(
  tx: Transaction,
  storeId: string,
  providerIntentId: string,
): Promise<IntentRecord> {
  const intent = await lockStoreIntent(tx, storeId, providerIntentId);
  if (!intent) throw refuse('Payment intent not found', 'not-found');
  if (intent.status === 'succeeded') throw refuse('This payment has already been completed.', 'conflict');
  if (intent.status === 'canceled') throw refuse('This payment was canceled. Please start again.', 'conflict');
  if (intent.provider === 'none') throw refuse('Payment intent not found', 'not-found');
  return intent;
}

/**
 * Stores the snapshot, sets the amount to the server's total, and holds the gift card amounts and
 * one use of each discount code: an order that loses the race for either is refused here, 409,
 * before anything can be charged.
 */
export async function bindToIntent(
  tx: Transaction,
  deps: ValidationDeps,
  store: StoreRecord,
  intent: IntentRecord,
  snapshot: ValidatedSnapshot,
  now: Date,
): Promise<void> {
  // Holds and reservations are made only here, with validatedAt: an intent never validated has none to give back.
  if (intent.validatedAt) {
    await releaseIntentHolds(tx, intent.id, 'order validated again');
    await releaseDiscountReservations(tx, intent.id);
  }
  const expiresAt = new Date(now.getTime() + deps.holdTimeoutMinutes * 60_000);
  if (snapshot.kind === 'order') {
    for (const spend of snapshot.giftCards) {
      try {
        await holdGiftCardBalance(tx, {
          giftCardId: spend.giftCardId,
          paymentIntentId: intent.id,
          amountMinor: spend.amountMinor,
          expiresAt,
        });
      } catch (error) {
        if (error instanceof InsufficientBalanceError)
          throw refuse(
            `The balance of the gift card ending ${spend.codeEnding} has changed. Please apply it again.`,
            'conflict',
          );
        throw error;
      }
    }
    const uses = snapshot.discounts.map((d) => ({ discountCodeId: d.discountCodeId, code: d.code }));
    const usedUp = await reserveDiscountUses(tx, { paymentIntentId: intent.id, uses, expiresAt, now });
    if (usedUp) throw refuse(usedUp, 'conflict');
  }
  const amountMinor = snapshotTotal(snapshot);
  await recordIntentValidation(tx, intent.id, {
    amountMinor,
    validatedOrder: snapshot,
    validatedAt: now,
    // A new attempt after a failed authentication starts from a clean state (the sandbox's word).
    status:
      intent.status === 'requires_action' && intent.provider === 'sandbox' ? 'requires_payment_method' : intent.status,
  });
  if (amountMinor !== intent.amountMinor) {
    const provider = deps.payments.byName(intent.provider);
    if (!provider) throw refuse('This store is not configured for payments.', 'unavailable');
    await provider.updateAmount(
      {
        providerIntentId: intent.providerIntentId,
        connectedAccountId: store.settings.payment.connectedAccountId ?? null,
      },
      amountMinor,
    );
  }
}
