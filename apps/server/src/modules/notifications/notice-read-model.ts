import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deliveries, giftCards, orderLines, orders } from '../../db/schema/index.ts';

export async function findOrderWithLines(db: Executor, storeId: string, orderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
    .limit(1);
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  return { order, lines };
}

/** A gift delivery with the reference of its card's order, for the merchant's failure notice. */
export async function findFailedGiftDelivery(db: Executor, storeId: string, deliveryId: string) {
  const [row] = await db
    .select({
      state: deliveries.state,
      recipient: deliveries.recipient,
      lastError: deliveries.lastError,
      reference: orders.reference,
    })
    .from(deliveries)
    .leftJoin(giftCards, eq(giftCards.id, deliveries.subjectId))
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(and(eq(deliveries.id, deliveryId), eq(deliveries.storeId, storeId)))
    .limit(1);
  return row ?? null;
}
