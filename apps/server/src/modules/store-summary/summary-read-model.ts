import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deliveries, orders, redemptions } from '../../db/schema/index.ts';

export interface PeriodTotals {
  orders: number;
  salesMinor: number;
  redeemedMinor: number;
  deliveriesFailed: number;
}

const int = (value: unknown) => Number(value ?? 0);

/** One period's figures from `since` (until `until` when given): orders and their cards' value, gift card value spent, gift emails that failed or bounced. */
export async function periodTotals(db: Executor, storeId: string, since: Date, until?: Date): Promise<PeriodTotals> {
  const [sold] = await db
    .select({
      count: sql<number>`count(*)`,
      sales: sql<number>`coalesce(sum(${orders.subtotalMinor}), 0)`,
      paidByCards: sql<number>`coalesce(sum(${orders.giftCardsMinor}), 0)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(orders.kind, 'order'),
        gte(orders.createdAt, since),
        until ? lt(orders.createdAt, until) : undefined,
      ),
    );
  const [counter] = await db
    .select({ amount: sql<number>`coalesce(sum(${redemptions.amountMinor}), 0)` })
    .from(redemptions)
    .where(
      and(
        eq(redemptions.storeId, storeId),
        isNull(redemptions.reversedAt),
        gte(redemptions.createdAt, since),
        until ? lt(redemptions.createdAt, until) : undefined,
      ),
    );
  const [failed] = await db
    .select({ count: sql<number>`count(*)` })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.storeId, storeId),
        eq(deliveries.kind, 'gift'),
        inArray(deliveries.state, ['failed', 'bounced']),
        gte(deliveries.updatedAt, since),
        until ? lt(deliveries.updatedAt, until) : undefined,
      ),
    );
  return {
    orders: int(sold?.count),
    salesMinor: int(sold?.sales),
    redeemedMinor: int(sold?.paidByCards) + int(counter?.amount),
    deliveriesFailed: int(failed?.count),
  };
}

export async function ordersAwaitingShipment(db: Executor, storeId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(orders.kind, 'order'),
        eq(orders.deliveryMethod, 'Postal'),
        isNull(orders.shippedAt),
      ),
    );
  return int(row?.count);
}

/** The store's orders placed since `since`: when, and the value of their cards (what periodTotals sums as sales). */
export async function salesSince(
  db: Executor,
  storeId: string,
  since: Date,
): Promise<{ createdAt: Date; subtotalMinor: number }[]> {
  return db
    .select({ createdAt: orders.createdAt, subtotalMinor: orders.subtotalMinor })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.kind, 'order'), gte(orders.createdAt, since)));
}
