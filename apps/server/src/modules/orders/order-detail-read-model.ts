import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deliveries, giftCards, orderLines, orderRefunds, orders, paymentIntents } from '../../db/schema/index.ts';
import { listAuditRowsFor, type AuditRow } from '../audit/index.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Everything the dashboard's order page shows, as stored; null when the store has no such order. */
export interface OrderRecords {
  order: OrderRow;
  lines: (typeof orderLines.$inferSelect)[];
  intent: typeof paymentIntents.$inferSelect | null;
  refunds: (typeof orderRefunds.$inferSelect)[];
  cards: (typeof giftCards.$inferSelect)[];
  deliveries: (typeof deliveries.$inferSelect)[];
  audit: AuditRow[];
}

export async function findStoreOrder(db: Executor, storeId: string, orderId: string): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId), eq(orders.kind, 'order')))
    .limit(1);
  return order ?? null;
}

/** An order or a top-up of the store (the order page shows both; refunds and reviews are for orders). */
async function findStoreOrderOrTopup(db: Executor, storeId: string, orderId: string): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
    .limit(1);
  return order ?? null;
}

export async function loadOrderRecords(db: Executor, storeId: string, orderId: string): Promise<OrderRecords | null> {
  const order = await findStoreOrderOrTopup(db, storeId, orderId);
  if (!order) return null;
  const [lines, [intent], refunds, cards, audit] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db.select().from(paymentIntents).where(eq(paymentIntents.id, order.paymentIntentId)).limit(1),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).orderBy(asc(orderRefunds.createdAt)),
    db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.orderId, order.id), eq(giftCards.storeId, storeId)))
      .orderBy(asc(giftCards.createdAt), asc(giftCards.id)),
    listAuditRowsFor(db, storeId, { type: 'order', id: order.id }),
  ]);
  // The order's mail: its receipt (a top-up's is the payment's), each card's gift email, each refund's notice.
  const subjects = [
    order.id,
    order.paymentIntentId,
    ...cards.map((card) => card.id),
    ...refunds.map((refund) => refund.id),
  ];
  const orderDeliveries = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.storeId, storeId), inArray(deliveries.subjectId, subjects)))
    .orderBy(asc(deliveries.sendAt), asc(deliveries.createdAt));
  // Cards in the order of their lines, as the order page lists them.
  const position = new Map(lines.map((line) => [line.id, line.position]));
  cards.sort((a, b) => (position.get(a.orderLineId ?? '') ?? 0) - (position.get(b.orderLineId ?? '') ?? 0));
  return { order, lines, intent: intent ?? null, refunds, cards, deliveries: orderDeliveries, audit };
}
