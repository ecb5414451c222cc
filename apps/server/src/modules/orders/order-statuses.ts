import { sql, type SQL } from 'drizzle-orm';
import type { FulfilmentStatus, OrderStatusFilter, PaymentStatus } from '@giftfront/domain/admin/orders';
import { orderRefunds, orders } from '../../db/schema/index.ts';

/**
 * An order's statuses, from what it records. Each rule is written twice, once in TypeScript for
 * one order and once in SQL for the list's filter; they sit together so they stay the same.
 */

/** What the buyer paid in all: the charge plus the gift card amounts. */
export const paidMinor = (order: { totalMinor: number; giftCardsMinor: number }) => order.totalMinor + order.giftCardsMinor;

export function paymentStatusOf(paid: number, refunded: number): PaymentStatus {
  if (refunded <= 0) return 'Paid';
  return refunded >= paid ? 'Refunded' : 'Partially refunded';
}

/** Postal and collection orders move on when fulfilment marks them 'shipped' or 'collected'. */
export function fulfilmentStatusOf(order: { deliveryMethod: string; status: string }): FulfilmentStatus {
  if (order.deliveryMethod === 'Postal') return order.status === 'shipped' ? 'Shipped' : 'Awaiting shipment';
  if (order.deliveryMethod === 'Collection') return order.status === 'collected' ? 'Collected' : 'Awaiting collection';
  return 'Digital';
}

export const needsReview = (order: { reviewReason: string | null; reviewClearedAt: Date | null }) => order.reviewReason !== null && order.reviewClearedAt === null;

/** The listed order's id, qualified: inside a subquery a bare "id" would name the subquery's own table. */
export const outerOrderId = sql.raw('"orders"."id"');

export const refundedSql: SQL<number> = sql<number>`(select coalesce(sum(${orderRefunds.amountMinor}), 0) from ${orderRefunds} where ${orderRefunds.orderId} = ${outerOrderId})`;
const paidSql = sql`(${orders.totalMinor} + ${orders.giftCardsMinor})`;

export const STATUS_FILTER_SQL: Record<OrderStatusFilter, () => SQL> = {
  paid: () => sql`${refundedSql} = 0`,
  'partially-refunded': () => sql`${refundedSql} > 0 and ${refundedSql} < ${paidSql}`,
  refunded: () => sql`${refundedSql} > 0 and ${refundedSql} >= ${paidSql}`,
  'awaiting-shipment': () => sql`${orders.deliveryMethod} = 'Postal' and ${orders.status} <> 'shipped'`,
  shipped: () => sql`${orders.deliveryMethod} = 'Postal' and ${orders.status} = 'shipped'`,
  'awaiting-collection': () => sql`${orders.deliveryMethod} = 'Collection' and ${orders.status} <> 'collected'`,
  collected: () => sql`${orders.deliveryMethod} = 'Collection' and ${orders.status} = 'collected'`,
  review: () => sql`${orders.reviewReason} is not null and ${orders.reviewClearedAt} is null`,
};
