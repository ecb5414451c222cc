import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import { giftCards, orderLines, orderRefunds, orders, paymentIntents, stores } from '../../db/schema/index.ts';
import { actorOf } from '../../lib/access.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { PaymentProviders } from '../../payments/payments-plugin.ts';
import { auditContextOf, recordAudit } from '../audit/record-audit.ts';
import { recordDeliveries } from '../deliveries/record-deliveries.ts';
import { returnToPayingCards, takeBackCardValue } from '../gift-cards/refund-order-cards.ts';
import { paidMinor, paymentStatusOf } from './order-statuses.ts';
import { planRefund, type RefundAsk, type RefundPlan } from './refund-plan.ts';

export type OrderRefundRecord = typeof orderRefunds.$inferSelect;

/**
 * An owner's refund (docs/decisions/0016), in one transaction under the order's row lock: a
 * second refund of the same order waits, then plans against what the first gave back. The
 * provider is asked inside it, so a refusal leaves nothing written; its idempotency key is
 * the refund's own id.
 */
export async function refundOrder(deps: { db: Database; payments: Pick<PaymentProviders, 'byName'> }, request: FastifyRequest, orderId: string, ask: RefundAsk & { reason: string }) {
  const actor = actorOf(request);
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.storeId, request.store.id), eq(orders.kind, 'order')))
      .for('update');
    if (!order) throw notFound('Order not found');
    const facts = await refundFacts(tx, order);
    const plan = planRefund(facts, ask);
    const refundId = randomUUID();
    const providerRefundId = plan.providerMinor > 0 ? await askProvider(tx, deps.payments, order, plan, { refundId, reason: ask.reason }) : null;
    const lossMinor = await takeBackCardValue(tx, plan.takes, { orderId: order.id, actor: actor.name, reason: ask.reason });
    await returnToPayingCards(tx, order, facts.refundedMinor - facts.providerRefundedMinor, plan.giftCardsMinor, { actor: actor.name, reason: ask.reason });
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        id: refundId,
        storeId: order.storeId,
        orderId: order.id,
        source: 'dashboard',
        amountMinor: plan.amountMinor,
        providerAmountMinor: plan.providerMinor,
        giftCardsAmountMinor: plan.giftCardsMinor,
        lossMinor,
        currency: order.currency,
        reason: ask.reason,
        lineIds: plan.lineIds,
        cardValues: Object.fromEntries(plan.takes.map(({ card, takeMinor }) => [card.id, takeMinor])),
        providerRefundId,
        actorName: actor.name,
      })
      .returning();
    await recordDeliveries(tx, [{ storeId: order.storeId, kind: 'order-refund', subjectId: refundId, recipient: String(order.customer.email) }]);
    await recordAudit(tx, auditContextOf(request), {
      action: 'order.refunded',
      target: { type: 'order', id: order.id, label: order.reference },
      before: { refundedMinor: facts.refundedMinor },
      after: { refundedMinor: facts.refundedMinor + plan.amountMinor, amountMinor: plan.amountMinor, lossMinor, lineIds: plan.lineIds, cards: plan.takes.map(({ card, takeMinor }) => ({ id: card.id, takeMinor })) },
      reason: ask.reason,
    });
    return { refund: refund!, paymentStatus: paymentStatusOf(paidMinor(order), facts.refundedMinor + plan.amountMinor) };
  });
}

async function refundFacts(tx: Transaction, order: typeof orders.$inferSelect) {
  const [lines, refunds, cards] = await Promise.all([
    tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.position),
    tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)),
    // Locked too: a card cannot be spent between the plan and the ledger entries.
    tx.select().from(giftCards).where(and(eq(giftCards.orderId, order.id), eq(giftCards.storeId, order.storeId))).orderBy(giftCards.createdAt, giftCards.id).for('update'),
  ]);
  const takenFrom = (cardId: string) => refunds.reduce((sum, refund) => sum + (refund.cardValues[cardId] ?? 0), 0);
  const position = new Map(lines.map((line) => [line.id, line.position]));
  cards.sort((a, b) => (position.get(a.orderLineId ?? '') ?? 0) - (position.get(b.orderLineId ?? '') ?? 0));
  return {
    order,
    lines,
    cards: cards.map((card) => ({ id: card.id, code: card.code, lineId: card.orderLineId, balanceMinor: card.balanceMinor, valueMinor: Math.max(card.initialMinor - takenFrom(card.id), 0) })),
    refundedMinor: refunds.reduce((sum, refund) => sum + refund.amountMinor, 0),
    providerRefundedMinor: refunds.reduce((sum, refund) => sum + refund.providerAmountMinor, 0),
  };
}

async function askProvider(tx: Transaction, payments: Pick<PaymentProviders, 'byName'>, order: typeof orders.$inferSelect, plan: RefundPlan, refund: { refundId: string; reason: string }) {
  const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, order.paymentIntentId));
  const [store] = await tx.select({ settings: stores.settings }).from(stores).where(eq(stores.id, order.storeId));
  const provider = intent && payments.byName(intent.provider);
  if (!intent || !provider) throw new HttpError(503, 'The payment provider of this order is not configured.');
  const made = await provider.refundPart(
    { providerIntentId: intent.providerIntentId, connectedAccountId: store?.settings.payment.connectedAccountId ?? null },
    { amountMinor: plan.providerMinor, currency: order.currency },
    { idempotencyKey: `giftfront-order-refund-${refund.refundId}`, reason: refund.reason },
  );
  return made.refundId;
}
