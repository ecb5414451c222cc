import type { Database } from '../../db/client.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { recordDeliveries } from '../deliveries/index.ts';
import { releaseDiscountReservations } from '../discounts/index.ts';
import { releaseIntentHolds } from '../gift-cards/index.ts';
import type { JobLog } from '../jobs/index.ts';
import { validatedSnapshotSchema } from '../payments/index.ts';
import { findOrderByIntent } from '../orders/index.ts';
import { lockIntent, markRefunded, updateIntent, type IntentRecord } from '../payments/index.ts';
import { findStoreSettings } from '../stores/index.ts';
import { refundStateOf, type RefundState } from '../payments/index.ts';

export interface RefundDeps {
  db: Database;
  payments: Pick<PaymentProviders, 'byName'>;
  log: JobLog;
}

/**
 * A payment the provider took for an order that cannot be fulfilled (sold out meanwhile, its gift
 * card amount spent elsewhere, charged an amount other than the validated total): decided once,
 * under the intent's lock, and refunded once. The decision records 'pending' and gives back the
 * intent's gift card holds and discount reservations in one transaction; whoever made it asks the provider for the refund.
 * Returns where the refund stands; an intent that has an order is never refunded here.
 */
export async function refundUnfulfillable(
  deps: RefundDeps,
  intentId: string,
  reason: string,
): Promise<RefundState | 'fulfilled'> {
  const decision = await deps.db.transaction(
    async (tx): Promise<RefundState | 'fulfilled' | { refundNow: IntentRecord }> => {
      const intent = await lockIntent(tx, intentId);
      if (!intent) throw new Error(`No payment intent ${intentId}`);
      if (await findOrderByIntent(tx, intent.id)) return 'fulfilled';
      const settled = refundStateOf(intent);
      if (settled) return settled;
      await updateIntent(tx, intent.id, { status: 'succeeded', refundStatus: 'pending', lastError: reason });
      await releaseIntentHolds(tx, intent.id, 'order could not be fulfilled; payment refunded');
      await releaseDiscountReservations(tx, intent.id);
      return { refundNow: { ...intent, status: 'succeeded', refundStatus: 'pending', lastError: reason } };
    },
  );
  if (decision === 'fulfilled' || !('refundNow' in decision)) return decision;
  deps.log.error(
    { paymentIntentId: decision.refundNow.providerIntentId, reason },
    'paid order could not be fulfilled: refunding the payment',
  );
  return issueRefund(deps, decision.refundNow);
}

/**
 * Asks the provider to refund a 'pending' intent. The idempotency key is the intent's own id, so
 * this may run again (a retry after an error or a crash) without refunding twice. A failure leaves
 * the refund 'pending' for the retry task.
 */
export async function issueRefund(deps: RefundDeps, intent: IntentRecord): Promise<RefundState> {
  try {
    const provider = deps.payments.byName(intent.provider);
    if (!provider) throw new Error(`The ${intent.provider} payment provider is not configured`);
    const settings = await findStoreSettings(deps.db, intent.storeId);
    const refund = await provider.refund(
      { providerIntentId: intent.providerIntentId, connectedAccountId: settings?.payment.connectedAccountId ?? null },
      { idempotencyKey: `giftfront-refund-${intent.id}`, reason: intent.lastError ?? 'order could not be fulfilled' },
    );
    // The buyer hears of it by email too (the confirmation page may be long closed): recorded
    // with the refund's outcome, once (deliveries are unique per subject and kind).
    const buyer = validatedSnapshotSchema.safeParse(intent.validatedOrder);
    await deps.db.transaction(async (tx) => {
      await markRefunded(tx, intent.id, refund);
      if (buyer.success)
        await recordDeliveries(tx, [
          {
            storeId: intent.storeId,
            kind: 'refund-notice',
            subjectId: intent.id,
            recipient: buyer.data.customer.email,
          },
        ]);
    });
    deps.log.info(
      { paymentIntentId: intent.providerIntentId, refundId: refund.refundId, amountMinor: refund.amountMinor },
      'payment refunded',
    );
    return { status: 'refunded', amountMinor: refund.amountMinor, currency: refund.currency };
  } catch (err) {
    deps.log.error({ err, paymentIntentId: intent.providerIntentId }, 'refund failed; it will be tried again');
    return { status: 'pending', amountMinor: null, currency: null };
  }
}
