import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database, Transaction } from '../../db/client.ts';
import { orderRefunds, orders } from '../../db/schema/index.ts';
import { recordAudit, type AuditContext } from '../audit/record-audit.ts';
import { freezeOrderCards } from '../gift-cards/freeze-order-cards.ts';
import type { JobLog } from '../jobs/job-log.ts';
import type { IntentRecord } from '../payments/intent-repository.ts';
import type { EventOutcome } from './stripe-events.ts';

type OrderRow = typeof orders.$inferSelect;

const stripeActor = (order: OrderRow, eventId: string): AuditContext => ({ storeId: order.storeId, actor: { kind: 'system', id: null, name: 'Stripe' }, requestId: eventId });

/** The order an intent paid for, locked for the change an event makes; null for an intent without one. */
async function lockOrderOf(tx: Transaction, intent: IntentRecord): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intent.id)).for('update');
  return order ?? null;
}

/**
 * charge.refunded: money given back at Stripe (its dashboard) that no refund here recorded. What
 * Stripe has refunded in all, less what the order's refunds gave back through it, is recorded as a
 * provider refund, and the order's cards are frozen (docs/decisions/0016). A refund made here
 * is announced too; it finds nothing new and changes nothing.
 */
export async function chargeRefunded(db: Database, log: JobLog, intent: IntentRecord, event: Stripe.Event, charge: Stripe.Charge): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrderOf(tx, intent);
    if (!order) return 'ignored';
    const [recorded] = await tx
      .select({ sum: sql<string>`coalesce(sum(${orderRefunds.providerAmountMinor}), 0)` })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id));
    const outside = charge.amount_refunded - Number(recorded?.sum ?? 0);
    if (outside <= 0) return 'handled';
    const reason = 'Refunded at Stripe';
    await tx.insert(orderRefunds).values({
      storeId: order.storeId,
      orderId: order.id,
      source: 'provider',
      amountMinor: outside,
      providerAmountMinor: outside,
      currency: order.currency,
      reason,
      providerRefundId: charge.refunds?.data[0]?.id ?? `${charge.id}:${event.id}`,
    });
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
export async function disputeCreated(db: Database, log: JobLog, intent: IntentRecord, event: Stripe.Event, dispute: Stripe.Dispute): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrderOf(tx, intent);
    if (!order) return 'ignored';
    const reason = `Payment disputed (${dispute.reason.replaceAll('_', ' ')})`;
    await tx
      .update(orders)
      .set({ disputedAt: sql`now()`, disputeReason: dispute.reason.replaceAll('_', ' '), reviewReason: reason, reviewClearedAt: null, reviewClearedBy: null, reviewNote: null })
      .where(eq(orders.id, order.id));
    const frozen = await freezeOrderCards(tx, order.id, reason);
    await recordAudit(tx, stripeActor(order, event.id), {
      action: 'order.disputed',
      target: { type: 'order', id: order.id, label: order.reference },
      after: { amountMinor: dispute.amount, frozenCards: frozen },
      reason,
    });
    log.warn({ orderId: order.id, reason: dispute.reason }, 'payment disputed: the order is flagged and its cards are frozen');
    return 'handled';
  });
}
