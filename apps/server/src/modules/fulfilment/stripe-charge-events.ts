import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { freezeOrderCards } from '../gift-cards/index.ts';
import type { JobLog } from '../jobs/index.ts';
import {
  flagDisputed,
  insertOrderRefund,
  lockOrderOfIntent,
  sumProviderRefunds,
  type OrderRow,
} from '../orders/index.ts';
import { recordOrderDisputed, recordOrderRefunded } from '../orders/index.ts';
import type { IntentRecord } from '../payments/index.ts';
import type { EventOutcome } from './stripe-events.ts';

const stripeActor = (order: OrderRow, eventId: string): AuditContext => ({
  storeId: order.storeId,
  actor: { kind: 'system', id: null, name: 'Stripe' },
  requestId: eventId,
});

/**
 * charge.refunded: money given back at Stripe (its dashboard) that no refund here recorded. What
 * Stripe has refunded in all, less what the order's refunds gave back through it, is recorded as a
 * provider refund, and the order's cards are frozen (docs/decisions/0020). A refund made here
 * is announced too; it finds nothing new and changes nothing.
 */
export async function chargeRefunded(
  db: Database,
  log: JobLog,
  intent: IntentRecord,
  event: Stripe.Event,
  charge: Stripe.Charge,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrderOfIntent(tx, intent.id);
    if (!order) return 'ignored';
    const outside = charge.amount_refunded - (await sumProviderRefunds(tx, order.id));
    if (outside <= 0) return 'handled';
    const reason = 'Refunded at Stripe';
    const refund = await insertOrderRefund(tx, {
      storeId: order.storeId,
      orderId: order.id,
      source: 'provider',
      amountMinor: outside,
      providerAmountMinor: outside,
      currency: order.currency,
      reason,
      providerRefundId: charge.refunds?.data[0]?.id ?? `${charge.id}:${event.id}`,
    });
    await recordOrderRefunded(tx, order, { id: refund.id, amountMinor: outside, source: 'provider', reason });
    const frozen = await freezeOrderCards(tx, order.id, reason);
    await recordAudit(tx, stripeActor(order, event.id), {
      action: 'order.refunded-at-provider',
      target: { type: 'order', id: order.id, label: order.reference },
      after: { amountMinor: outside, frozenCards: frozen },
      reason,
    });
    log.warn({ orderId: order.id, amountMinor: outside }, 'order refunded at stripe: its cards are frozen');
    return 'handled';
  });
}

/** charge.dispute.created: the buyer's bank disputes the payment; the order is flagged for review and its cards frozen. */
export async function disputeCreated(
  db: Database,
  log: JobLog,
  intent: IntentRecord,
  event: Stripe.Event,
  dispute: Stripe.Dispute,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrderOfIntent(tx, intent.id);
    if (!order) return 'ignored';
    const reason = `Payment disputed (${dispute.reason.replaceAll('_', ' ')})`;
    await flagDisputed(tx, order.id, dispute.reason.replaceAll('_', ' '), reason);
    await recordOrderDisputed(tx, order, reason);
    const frozen = await freezeOrderCards(tx, order.id, reason);
    await recordAudit(tx, stripeActor(order, event.id), {
      action: 'order.disputed',
      target: { type: 'order', id: order.id, label: order.reference },
      after: { amountMinor: dispute.amount, frozenCards: frozen },
      reason,
    });
    log.warn(
      { orderId: order.id, reason: dispute.reason },
      'payment disputed: the order is flagged and its cards are frozen',
    );
    return 'handled';
  });
}
