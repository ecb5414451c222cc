import type { FulfilmentStatus, PaymentStatus } from '@giftfront/domain/admin/orders';

/**
 * An order's statuses, from what it records. The list's filter says the same rules in SQL
 * (order-list-repository.ts STATUS_FILTER_SQL): a change here is made there too.
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
