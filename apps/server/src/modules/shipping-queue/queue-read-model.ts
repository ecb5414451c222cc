import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FulfilmentQueue } from '@giftfront/domain/admin/fulfilment';
import type { Executor } from '../../db/client.ts';
import { giftCards, orderLines, orders } from '../../db/schema/index.ts';

// A read model over orders, their lines and their cards (owned by orders and gift-cards): the queues,
// the packing slip and the shipment notice. The marks themselves are written by orders' public file.

export type QueueOrderRow = typeof orders.$inferSelect;
export type QueueLineRow = typeof orderLines.$inferSelect;
export type QueueCardRow = typeof giftCards.$inferSelect;

const QUEUE_LIMIT = 1000;

const waiting: Record<FulfilmentQueue, ReturnType<typeof and>> = {
  'awaiting-shipment': and(eq(orders.deliveryMethod, 'Postal'), isNull(orders.shippedAt)),
  'awaiting-collection': and(eq(orders.deliveryMethod, 'Collection'), isNull(orders.collectedAt)),
};

/** The orders waiting in a queue, oldest first, with their lines. */
export async function listQueue(db: Executor, storeId: string, queue: FulfilmentQueue) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.kind, 'order'), waiting[queue]))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(QUEUE_LIMIT);
  return withLines(db, rows);
}

export async function withLines(db: Executor, rows: QueueOrderRow[]) {
  const lines = rows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderLines.position))
    : [];
  return rows.map((order) => ({ order, lines: lines.filter((line) => line.orderId === order.id) }));
}

/** The store's orders named, in the order asked for; another store's ids are left out. */
export async function findOrders(db: Executor, storeId: string, ids: string[]): Promise<QueueOrderRow[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), inArray(orders.id, ids)));
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is QueueOrderRow => !!row);
}

export async function cardsOfOrders(db: Executor, orderIds: string[]): Promise<QueueCardRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(giftCards)
    .where(inArray(giftCards.orderId, orderIds))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.id));
}

export async function findStoreCard(db: Executor, storeId: string, cardId: string): Promise<QueueCardRow | null> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, cardId)))
    .limit(1);
  return card ?? null;
}
