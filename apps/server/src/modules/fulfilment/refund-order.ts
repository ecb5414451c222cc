import { randomUUID } from 'node:crypto';
import { giftCardExpiryDate } from '@giftfront/domain/gift-card-expiry';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { giveStoreCredit } from '../gift-cards/index.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { DomainError, notFound } from '../../lib/domain-errors.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import type { StoreRecord } from '../stores/index.ts';
import { recordDeliveries } from '../deliveries/index.ts';
import { lockOrderCards } from '../gift-cards/index.ts';
import { returnToPayingCards, takeBackCardValue } from '../gift-cards/index.ts';
import {
  insertOrderRefund,
  listOrderLines,
  listOrderRefunds,
  findRefundByIdempotencyKey,
  lockStoreOrder,
  type OrderRow,
} from '../orders/index.ts';
import { recordOrderRefunded } from '../orders/index.ts';
import { paidMinor, paymentStatusOf } from '../orders/index.ts';
import { planRefund, type RefundAsk, type RefundPlan } from '../orders/index.ts';
import { findIntentInStore } from '../payments/index.ts';
import type { PaymentProviders } from '../payments/index.ts';

/** A refund as store credit (issue 31): one of the buyer's cards to load, or null for a new card. */
export interface StoreCreditAsk {
  giftCardId: string | null;
  idempotencyKey: string;
}

/**
 * An owner's refund (docs/decisions/0020), in one transaction under the order's row lock: a
 * second refund of the same order waits, then plans against what the first gave back. The
 * provider is asked inside it, so a refusal leaves nothing written; its idempotency key is
 * the refund's own id.
 */
export async function refundOrder(
  deps: { db: Database; payments: Pick<PaymentProviders, 'byName'> },
  by: { store: StoreRecord; audit: AuditContext },
  orderId: string,
  ask: RefundAsk & { reason: string; storeCredit?: StoreCreditAsk },
) {
  const { actor } = by.audit;
  return deps.db.transaction(async (tx) => {
    const order = await lockStoreOrder(tx, by.store.id, orderId);
    if (!order) throw notFound('Order not found');
    const credit = ask.storeCredit;
    // A retried store credit (the same Idempotency-Key) answers the refund it already made.
    if (credit) {
      const made = await findRefundByIdempotencyKey(tx, by.store.id, credit.idempotencyKey);
      if (made) {
        if (made.orderId !== order.id)
          throw new DomainError('conflict', 'This Idempotency-Key was already used for another order’s refund.');
        const all = await listOrderRefunds(tx, order.id);
        const refunded = all.reduce((sum, refund) => sum + refund.amountMinor, 0);
        return { refund: made, paymentStatus: paymentStatusOf(paidMinor(order), refunded) };
      }
    }
    const facts = await refundFacts(tx, order);
    const plan = planRefund(facts, ask);
    const refundId = randomUUID();
    // As store credit (issue 31) the payment's part goes onto a gift card instead of back to the payment.
    const storeCreditCardId =
      credit && plan.providerMinor > 0
        ? await giveStoreCredit(tx, {
            storeId: order.storeId,
            orderId: order.id,
            orderReference: order.reference,
            currency: order.currency,
            amountMinor: plan.providerMinor,
            buyer: {
              name: `${String(order.customer.firstName ?? '')} ${String(order.customer.lastName ?? '')}`.trim(),
              email: String(order.customer.email),
            },
            giftCardId: credit.giftCardId,
            expiresOn: giftCardExpiryDate(by.store.settings.giftCardExpiry, new Date(), storeTimeZone(by.store)),
            title: by.store.settings.company.name,
            actor: actor.name,
          })
        : null;
    const providerRefundId =
      !credit && plan.providerMinor > 0
        ? await askProvider(tx, deps.payments, order, by.store.settings.payment.connectedAccountId ?? null, plan, {
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
      source: credit ? 'store-credit' : 'dashboard',
      storeCreditCardId,
      idempotencyKey: credit?.idempotencyKey ?? null,
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
    // Store credit is told by the card's own gift email; a refund to the payment by the refund notice.
    if (!credit)
      await recordDeliveries(tx, [
        { storeId: order.storeId, kind: 'order-refund', subjectId: refundId, recipient: String(order.customer.email) },
      ]);
    await recordAudit(tx, by.audit, {
      action: credit ? 'order.refunded-as-store-credit' : 'order.refunded',
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
      // Only the paid part is refundable value; the bonus is never refunded (decision 0145).
      balanceMinor: card.balanceMinor - card.promoBalanceMinor,
      promoMinor: card.promoBalanceMinor,
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
  if (!intent || !provider)
    throw new DomainError('unavailable', 'The payment provider of this order is not configured.');
  const made = await provider.refundPart(
    { providerIntentId: intent.providerIntentId, connectedAccountId },
    { amountMinor: plan.providerMinor, currency: order.currency },
    { idempotencyKey: `giftfront-order-refund-${refund.refundId}`, reason: refund.reason },
  );
  return made.refundId;
}
