import type { DiscountCode } from '@giftfront/domain/discount';
import { giftCardProblem, normalizeGiftCardCode, type GiftCardLookup } from '@giftfront/domain/gift-card';

/** product §5 Promo input and its §8 texts. */
export const PROMO_MESSAGES = {
  empty: 'Please enter a promo code or gift card',
  giftCardApplied: 'This gift card is already applied',
  discountApplied: 'This discount code is already applied',
  invalid: 'Invalid promo code or gift card',
  failed: 'Failed to validate promo code or gift card',
  minimumQuantity: (n: number) => `This coupon requires a minimum of ${n} gift cards in your cart`,
} as const;

const sameDiscountCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export const meetsMinimumQuantity = (discount: Pick<DiscountCode, 'minimumQuantity'>, cartQuantity: number) =>
  cartQuantity >= discount.minimumQuantity;

/** product §4: discount codes drop when the cart quantity falls below their minimumQuantity. */
export function keepDiscountsMet<T extends Pick<DiscountCode, 'minimumQuantity'>>(
  discounts: readonly T[],
  cartQuantity: number,
): T[] {
  return discounts.filter((discount) => meetsMinimumQuantity(discount, cartQuantity));
}

export interface AppliedPromos {
  discounts: readonly DiscountCode[];
  giftCards: readonly GiftCardLookup[];
}

/** Caught before any lookup, so re-entering an applied code costs no (rate-limited) request. */
export function alreadyAppliedProblem(text: string, applied: AppliedPromos): string | null {
  if (applied.discounts.some((discount) => sameDiscountCode(discount.code, text)))
    return PROMO_MESSAGES.discountApplied;
  const code = normalizeGiftCardCode(text);
  if (applied.giftCards.some((card) => normalizeGiftCardCode(card.code) === code))
    return PROMO_MESSAGES.giftCardApplied;
  return null;
}

/** A discount code must be Active, not applied yet, and the cart must reach its minimum quantity. */
export function discountProblem(discount: DiscountCode, applied: AppliedPromos, cartQuantity: number): string | null {
  if (discount.status !== 'Active') return PROMO_MESSAGES.invalid;
  if (applied.discounts.some((other) => sameDiscountCode(other.code, discount.code)))
    return PROMO_MESSAGES.discountApplied;
  if (!meetsMinimumQuantity(discount, cartQuantity)) return PROMO_MESSAGES.minimumQuantity(discount.minimumQuantity);
  return null;
}

/** A gift card must not be applied yet, have a balance, be unexpired and Active, in the store's currency. */
export function giftCardApplyProblem(
  card: GiftCardLookup,
  applied: AppliedPromos,
  today: string,
  currency: string,
): string | null {
  if (applied.giftCards.some((other) => other.id === card.id)) return PROMO_MESSAGES.giftCardApplied;
  const problem = giftCardProblem(card, today);
  if (problem) return problem;
  if (card.isoCurrencyCode.toUpperCase() !== currency.toUpperCase()) return PROMO_MESSAGES.invalid;
  return null;
}
