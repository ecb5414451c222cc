import type { FulfilmentStatus, OrderKind, PaymentStatus } from '@giftfront/domain/admin/orders';
import { FULFILMENT_STATUS_LABELS, fulfilmentStatusOf as fulfilmentStageOf } from '@giftfront/domain/fulfilment-status';

/**
 * An order's statuses, from what it records. The list's filter says the same rules in SQL
 * (order-list-read-model.ts STATUS_FILTER_SQL): a change here is made there too.
 */

/** What the buyer paid in all: the charge plus the gift card amounts. */
export const paidMinor = (order: { totalMinor: number; giftCardsMinor: number }) =>
  order.totalMinor + order.giftCardsMinor;

export function paymentStatusOf(paid: number, refunded: number): PaymentStatus {
  if (refunded <= 0) return 'Paid';
  return refunded >= paid ? 'Refunded' : 'Partially refunded';
}

/** Postal and collection orders move on when the fulfilment queue marks them shipped or collected. */
export function fulfilmentStatusOf(order: {
  deliveryMethod: string;
  shippedAt: Date | null;
  collectedAt: Date | null;
}): FulfilmentStatus {
  return FULFILMENT_STATUS_LABELS[fulfilmentStageOf(order)];
}

export const needsReview = (order: { reviewReason: string | null; reviewClearedAt: Date | null }) =>
  order.reviewReason !== null && order.reviewClearedAt === null;

export const orderKindOf = (order: { kind: string }): OrderKind => (order.kind === 'topup' ? 'topup' : 'order');

/** A top-up's card, as its pricing recorded it at payment (fulfil-topup.ts): the last 4 only. */
export function topupCardLast4(order: { kind: string; pricing: Record<string, unknown> }): string | null {
  const topup = order.pricing.topup as { codeEnding?: unknown } | undefined;
  return order.kind === 'topup' && typeof topup?.codeEnding === 'string' ? topup.codeEnding : null;
}
