import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import { actorOf } from '../../lib/access.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { auditContextOf, recordAudit } from '../audit/record-audit.ts';
import { recordDeliveries } from '../deliveries/record-deliveries.ts';
import { lockOrderCards } from '../gift-cards/gift-card-repository.ts';
import { returnToPayingCards, takeBackCardValue } from '../gift-cards/refund-order-cards.ts';
import {
  insertOrderRefund,
  listOrderLines,
  listOrderRefunds,
  lockStoreOrder,
  type OrderRow,
} from '../orders/order-refund-repository.ts';
import { recordOrderRefunded } from '../orders/order-events.ts';
import { paidMinor, paymentStatusOf } from '../orders/order-statuses.ts';
import { planRefund, type RefundAsk, type RefundPlan } from '../orders/refund-plan.ts';
import { findIntentInStore } from '../payments/intent-repository.ts';
import type { PaymentProviders } from '../payments/providers/payments-plugin.ts';

/**
 * An owner's refund (docs/decisions/0020), in one transaction under the order's row lock: a
 * second refund of the same order waits, then plans against what the first gave back. The
 * provider is asked inside it, so a refusal leaves nothing written; its idempotency key is
 * the refund's own id.
 */
export async function refundOrder(
  deps: { db: Database; payments: Pick<PaymentProviders, 'byName'> },
  request: FastifyRequest,
  orderId: string,
  ask: RefundAsk & { reason: string },
) {
  const actor = actorOf(request);
  return deps.db.transaction(async (tx) => {
    const order = await lockStoreOrder(tx, request.store.id, orderId);
    if (!order) throw notFound('Order not found');
    const facts = await refundFacts(tx, order);
    const plan = planRefund(facts, ask);
    const refundId = randomUUID();
    const providerRefundId =
      plan.providerMinor > 0
        ? await askProvider(tx, deps.payments, order, request.store.settings.payment.connectedAccountId ?? null, plan, {
            refundId,
            reason: ask.reason,
          })
        : null;
    const lossMinor = await takeBackCardValue(tx, plan.takes, {
      orderId: order.id,
      actor: actor.name,
      reason: ask.reason,
    });
    await returnToPayingCards(tx, order, facts.refundedMinor - facts.providerRefundedMinor, plan.giftCardsMinor, {
      actor: actor.name,
      reason: ask.reason,
    });
    const refund = await insertOrderRefund(tx, {
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
    });
    await recordOrderRefunded(tx, order, {
      id: refund.id,
      amountMinor: refund.amountMinor,
      source: refund.source,
      reason: ask.reason,
    });
    await recordDeliveries(tx, [
      { storeId: order.storeId, kind: 'order-refund', subjectId: refundId, recipient: String(order.customer.email) },
    ]);
    await recordAudit(tx, auditContextOf(request), {
      action: 'order.refunded',
      target: { type: 'order', id: order.id, label: order.reference },
      before: { refundedMinor: facts.refundedMinor },
      after: {
        refundedMinor: facts.refundedMinor + plan.amountMinor,
        amountMinor: plan.amountMinor,
        lossMinor,
        lines: plan.lineIds.length,
        cards: plan.takes.map(({ card, takeMinor }) => ({ card: `•••• ${card.code.slice(-4)}`, takeMinor })),
      },
      reason: ask.reason,
    });
    return { refund, paymentStatus: paymentStatusOf(paidMinor(order), facts.refundedMinor + plan.amountMinor) };
  });
}

async function refundFacts(tx: Transaction, order: OrderRow) {
  const [lines, refunds, cards] = await Promise.all([
    listOrderLines(tx, order.id),
    listOrderRefunds(tx, order.id),
    // Locked too: a card cannot be spent between the plan and the ledger entries.
    lockOrderCards(tx, order.storeId, order.id),
  ]);
  const takenFrom = (cardId: string) => refunds.reduce((sum, refund) => sum + (refund.cardValues[cardId] ?? 0), 0);
  const position = new Map(lines.map((line) => [line.id, line.position]));
  cards.sort((a, b) => (position.get(a.orderLineId ?? '') ?? 0) - (position.get(b.orderLineId ?? '') ?? 0));
  return {
    order,
    lines,
    cards: cards.map((card) => ({
      id: card.id,
      code: card.code,
      lineId: card.orderLineId,
      balanceMinor: card.balanceMinor,
      valueMinor: Math.max(card.initialMinor - takenFrom(card.id), 0),
    })),
    refundedMinor: refunds.reduce((sum, refund) => sum + refund.amountMinor, 0),
    providerRefundedMinor: refunds.reduce((sum, refund) => sum + refund.providerAmountMinor, 0),
  };
}

async function askProvider(
  tx: Transaction,
  payments: Pick<PaymentProviders, 'byName'>,
  order: OrderRow,
  connectedAccountId: string | null,
  plan: RefundPlan,
  refund: { refundId: string; reason: string },
) {
  const intent = await findIntentInStore(tx, order.storeId, order.paymentIntentId);
  const provider = intent && payments.byName(intent.provider);
  if (!intent || !provider) throw new HttpError(503, 'The payment provider of this order is not configured.');
  const made = await provider.refundPart(
    { providerIntentId: intent.providerIntentId, connectedAccountId },
    { amountMinor: plan.providerMinor, currency: order.currency },
    { idempotencyKey: `giftfront-order-refund-${refund.refundId}`, reason: refund.reason },
  );
  return made.refundId;
}
