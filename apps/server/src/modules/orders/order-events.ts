import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../events/index.ts';
import type { OrderRecord } from './order-repository.ts';

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

/** An order exists only once paid: written in the transaction that creates it (docs/decisions/0060). */
export async function recordOrderPaid(tx: Executor, order: OrderFacts): Promise<void> {
  await recordEvent(tx, {
    storeId: order.storeId,
    type: 'order.paid',
    orderId: order.id,
    data: { order: orderData(order) },
  });
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
