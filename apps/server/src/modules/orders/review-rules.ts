import { toMinor } from '@giftfront/domain/money';
import type { ValidatedOrder } from '../payments/index.ts';

/** The provider's risk levels that put an order in front of a person (Stripe's outcome.risk_level). */
const RISKY_LEVELS = new Set(['elevated', 'highest']);

/** An order worth more than this many of the store's largest card is unusual for a gift shop. */
export const LARGE_ORDER_MULTIPLE = 3;
/** Cards to this many different recipients or more in one order look like reselling or card testing. */
export const MANY_RECIPIENTS = 5;

export function providerRiskReason(riskLevel: string | null | undefined): string | null {
  return riskLevel && RISKY_LEVELS.has(riskLevel) ? `Stripe rated the payment's risk ${riskLevel}` : null;
}

/**
 * The store-independent rules, read from the validated order: a total far above the store's
 * largest card, or cards to many different recipients. Null when neither applies.
 */
export function orderRuleReason(
  order: Pick<ValidatedOrder, 'lines' | 'totals' | 'currency'>,
  maxGiftCardBalance: number,
): string | null {
  const limitMinor = toMinor(maxGiftCardBalance, order.currency) * LARGE_ORDER_MULTIPLE;
  if (limitMinor > 0 && order.totals.total > limitMinor)
    return `Large order: the total is more than ${LARGE_ORDER_MULTIPLE} times the store's maximum card balance`;
  const recipients = new Set(
    order.lines.map((line) => line.giftDetails?.recipientEmail?.trim().toLowerCase()).filter((email) => !!email),
  );
  if (recipients.size >= MANY_RECIPIENTS) {
    const cards = order.lines.reduce((sum, line) => sum + line.quantity, 0);
    return `Many cards to many recipients: ${cards} cards to ${recipients.size} recipients`;
  }
  return null;
}

/** Why a new order needs a look, if it does: the provider's risk first, then the order rules. */
export function reviewReasonOf(
  riskLevel: string | null,
  order: Pick<ValidatedOrder, 'lines' | 'totals' | 'currency'>,
  maxGiftCardBalance: number,
): string | null {
  return providerRiskReason(riskLevel) ?? orderRuleReason(order, maxGiftCardBalance);
}
