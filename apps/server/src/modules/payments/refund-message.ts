import { formatMoney, minorUnits } from '@giftfront/domain/money';
import { DomainError } from '../../lib/domain-errors.ts';
import type { IntentRecord } from './intent-repository.ts';

/** What the confirmation page shows for a paid order that could not be fulfilled (not in product §8; docs/decisions/0008). */
export const REFUND_MESSAGES = {
  refunded: 'We could not complete your order, so your payment has been refunded.',
  pending: 'We could not complete your order, so your payment is being refunded.',
} as const;

export type RefundStatus = keyof typeof REFUND_MESSAGES;

/** Where a refund stands; the amount is the provider's, known once it confirmed the refund. */
export interface RefundState {
  status: RefundStatus;
  amountMinor: number | null;
  currency: string | null;
}

type RefundColumns = Pick<IntentRecord, 'refundStatus' | 'refundedAmountMinor' | 'refundedCurrency'>;

/** The refund recorded on an intent row; null when none was decided. */
export function refundStateOf(intent: RefundColumns): RefundState | null {
  if (intent.refundStatus !== 'pending' && intent.refundStatus !== 'refunded') return null;
  return { status: intent.refundStatus, amountMinor: intent.refundedAmountMinor, currency: intent.refundedCurrency };
}

/** The amount given back, formatted; null while pending, and for refunds recorded before amounts were kept. */
export function refundedAmount(refund: RefundState, locale = 'en-US'): string | null {
  if (refund.status !== 'refunded' || refund.amountMinor === null || !refund.currency) return null;
  return formatMoney(minorUnits(refund.amountMinor), refund.currency, locale);
}

export function refundMessage(refund: RefundState): string {
  const amount = refundedAmount(refund);
  return amount
    ? `We could not complete your order, so your payment of ${amount} has been refunded.`
    : REFUND_MESSAGES[refund.status];
}

/**
 * The answer for a refunded payment: 410, because the order will never exist. The storefront
 * shows the message and does not ask again (it asks again only on 409 'Payment not completed').
 */
export const refundedAnswer = (refund: RefundState) => new DomainError('gone', refundMessage(refund));
