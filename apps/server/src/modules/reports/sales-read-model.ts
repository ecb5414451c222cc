import { and, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCards, orderLines, orderRefunds, orders } from '../../db/schema/index.ts';
import type { SaleLine, SaleOrder, SaleRefund } from './sales.ts';

const lineColumns = {
  orderId: orderLines.orderId,
  id: orderLines.id,
  productId: orderLines.productId,
  productName: orderLines.productName,
  productType: orderLines.productType,
  quantity: orderLines.quantity,
  lineTotalMinor: orderLines.lineTotalMinor,
};

async function linesOf(db: Executor, orderIds: string[]): Promise<Map<string, SaleLine[]>> {
  const byOrder = new Map<string, SaleLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select(lineColumns)
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(orderLines.position, orderLines.id);
  for (const { orderId, ...line } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  return byOrder;
}

/** The store's orders placed in [start, end), the cards sold at its counter, and refunds made in it, with the lines of their orders. */
export async function salesRecords(
  db: Executor,
  storeId: string,
  start: Date,
  end: Date,
): Promise<{ orders: SaleOrder[]; refunds: SaleRefund[] }> {
  const placed = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      subtotalMinor: orders.subtotalMinor,
      discountMinor: orders.discountMinor,
      feesMinor: orders.feesMinor,
      shippingMinor: orders.shippingMinor,
      taxMinor: orders.taxMinor,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), gte(orders.createdAt, start), lt(orders.createdAt, end)));
  const refunded = await db
    .select({
      orderId: orderRefunds.orderId,
      createdAt: orderRefunds.createdAt,
      amountMinor: orderRefunds.amountMinor,
      lineIds: orderRefunds.lineIds,
      orderSubtotalMinor: orders.subtotalMinor,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.storeId, storeId), gte(orderRefunds.createdAt, start), lt(orderRefunds.createdAt, end)));
  const lines = await linesOf(db, [
    ...new Set([...placed.map((order) => order.id), ...refunded.map((refund) => refund.orderId)]),
  ]);
  // Cards sold at the counter (paid at the till, outside Giftfront): each a sale of its first value;
  // printed card stock is sold when it is activated at the counter (issue 31).
  const soldAt = sql<Date>`coalesce(${giftCards.activatedAt}, ${giftCards.createdAt})`.mapWith(giftCards.createdAt);
  const sold = await db
    .select({ id: giftCards.id, createdAt: soldAt, initialMinor: giftCards.initialMinor })
    .from(giftCards)
    .where(
      and(
        eq(giftCards.storeId, storeId),
        or(
          and(eq(giftCards.source, 'counter'), gte(giftCards.createdAt, start), lt(giftCards.createdAt, end)),
          and(isNotNull(giftCards.activatedAt), gte(giftCards.activatedAt, start), lt(giftCards.activatedAt, end)),
        ),
      ),
    );
  const counterSales: SaleOrder[] = sold.map((card) => ({
    createdAt: card.createdAt,
    subtotalMinor: card.initialMinor,
    discountMinor: 0,
    feesMinor: 0,
    shippingMinor: 0,
    taxMinor: 0,
    lines: [
      {
        id: card.id,
        counter: true,
        productId: '',
        productName: '',
        productType: 'GiftCard',
        quantity: 1,
        lineTotalMinor: card.initialMinor,
      },
    ],
  }));
  return {
    orders: [...placed.map(({ id, ...order }) => ({ ...order, lines: lines.get(id) ?? [] })), ...counterSales],
    refunds: refunded.map(({ orderId, ...refund }) => ({ ...refund, orderLines: lines.get(orderId) ?? [] })),
  };
}

/** What the store's refunds made in [start, end) gave as store credit instead of back to the payment (issue 31). */
export async function storeCreditRefunded(db: Executor, storeId: string, start: Date, end: Date): Promise<number> {
  const rows = await db
    .select({ amountMinor: orderRefunds.amountMinor })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.storeId, storeId),
        eq(orderRefunds.source, 'store-credit'),
        gte(orderRefunds.createdAt, start),
        lt(orderRefunds.createdAt, end),
      ),
    );
  return rows.reduce((sum, row) => sum + row.amountMinor, 0);
}
