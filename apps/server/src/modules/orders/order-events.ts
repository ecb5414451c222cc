import type { Executor, Transaction } from '../../db/client.ts';
import { recordEvent, recordEventAfter, recordEventAfterValues } from '../events/index.ts';
import { intentSucceededAfter, intentSucceededValues, type ReportedCard } from '../payments/index.ts';
import { compiledOrderInsert, type OrderRecord, type PaidOrderValues } from './order-repository.ts';

type OrderFacts = Pick<
  OrderRecord,
  'id' | 'storeId' | 'reference' | 'kind' | 'currency' | 'totalMinor' | 'giftCardsMinor'
>;

const orderData = (order: OrderFacts) => ({
  id: order.id,
  reference: order.reference,
  kind: order.kind,
  currency: order.currency,
  totalMinor: order.totalMinor,
  giftCardsMinor: order.giftCardsMinor,
});

const insertOrderWithPaidEvent = compiledOrderInsert('insert_paid_order', (db, inserted) => [
  recordEventAfter(db, inserted, 'order.paid'),
  intentSucceededAfter(db, inserted),
]);

/**
 * An order exists only once paid, written in the transaction that creates it (docs/decisions/0060):
 * a paid order under a fresh unique reference (a clash of the random suffix is retried) with its
 * order.paid event and its payment intent marked succeeded (with `card`, the card the provider
 * reported; without, the card recorded before stays), in one statement built once: the event and the
 * intent's success are written only when the order row is (issue 24). The caller holds the intent's
 * row lock (fulfilment/fulfil-payment.ts).
 */
export async function insertPaidOrder(
  tx: Transaction,
  values: PaidOrderValues,
  now: Date,
  card?: ReportedCard,
): Promise<OrderRecord> {
  return insertOrderWithPaidEvent(tx, values, now, (row) => ({
    ...recordEventAfterValues({
      storeId: row.storeId,
      orderId: row.id,
      data: {
        order: orderData({ ...row, kind: row.kind ?? 'order', giftCardsMinor: row.giftCardsMinor ?? 0 }),
      },
    }),
    ...intentSucceededValues(card),
  }));
}

/** A refund recorded here or at the provider, in the transaction that records it. */
export async function recordOrderRefunded(
  tx: Executor,
  order: OrderFacts,
  refund: { id: string; amountMinor: number; source: string; reason: string | null },
): Promise<void> {
  await recordEvent(tx, {
    storeId: order.storeId,
    type: 'order.refunded',
    orderId: order.id,
    data: { order: orderData(order), refund },
  });
}

export async function recordOrderDisputed(tx: Executor, order: OrderFacts, reason: string): Promise<void> {
  await recordEvent(tx, {
    storeId: order.storeId,
    type: 'order.disputed',
    orderId: order.id,
    data: { order: orderData(order), dispute: { reason } },
  });
}
