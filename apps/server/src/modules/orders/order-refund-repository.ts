import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderLines, orderRefunds, orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** A store's order, locked until the transaction ends: refunds and provider events on one order take turns. */
export async function lockStoreOrder(tx: Executor, storeId: string, orderId: string): Promise<OrderRow | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId), eq(orders.kind, 'order')))
    .for('update');
  return order ?? null;
}

/** The order a payment intent paid for, locked the same way. */
export async function lockOrderOfIntent(tx: Executor, paymentIntentId: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)).for('update');
  return order ?? null;
}

export const listLinesByIds = (db: Executor, ids: string[]): Promise<OrderLineRow[]> =>
  ids.length
    ? db.select().from(orderLines).where(inArray(orderLines.id, ids)).orderBy(asc(orderLines.position))
    : Promise.resolve([]);

export const listOrderRefunds = (db: Executor, orderId: string): Promise<OrderRefundRow[]> =>
  db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.createdAt));

export async function insertOrderRefund(
  tx: Executor,
  values: typeof orderRefunds.$inferInsert,
): Promise<OrderRefundRow> {
  const [row] = await tx.insert(orderRefunds).values(values).returning();
  return row!;
}

/** What the order's refunds gave back through the provider. */
export async function sumProviderRefunds(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${orderRefunds.providerAmountMinor}), 0)` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return Number(row?.sum ?? 0);
}

export async function findRefundWithOrder(
  db: Executor,
  storeId: string,
  refundId: string,
): Promise<{ refund: OrderRefundRow; order: OrderRow } | null> {
  const [found] = await db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.storeId, storeId)))
    .limit(1);
  return found ?? null;
}

/** Clears an open review flag; false when the order has none open. */
export async function clearReviewFlag(tx: Executor, orderId: string, by: string, note: string): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ reviewClearedAt: sql`now()`, reviewClearedBy: by, reviewNote: note })
    .where(and(eq(orders.id, orderId), isNotNull(orders.reviewReason), isNull(orders.reviewClearedAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** A dispute opened: recorded, and the order flagged for review (again, if it was cleared). */
export async function flagDisputed(
  tx: Executor,
  orderId: string,
  disputeReason: string,
  reviewReason: string,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      disputedAt: sql`now()`,
      disputeReason,
      reviewReason,
      reviewClearedAt: null,
      reviewClearedBy: null,
      reviewNote: null,
    })
    .where(eq(orders.id, orderId));
}

/** Flags an order for review unless it is flagged and not yet cleared; true when it was flagged now. */
export async function flagForReview(tx: Executor, orderId: string, reviewReason: string): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ reviewReason, reviewClearedAt: null, reviewClearedBy: null, reviewNote: null })
    .where(and(eq(orders.id, orderId), or(isNull(orders.reviewReason), isNotNull(orders.reviewClearedAt))))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The refund a dashboard request with this Idempotency-Key already made in the store, if any. */
export async function findRefundByIdempotencyKey(
  db: Executor,
  storeId: string,
  idempotencyKey: string,
): Promise<OrderRefundRow | null> {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.storeId, storeId), eq(orderRefunds.idempotencyKey, idempotencyKey)));
  return row ?? null;
}
