import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { DiscountCode } from '@giftfront/domain/discount';
import { englishI18n } from '@/lib/i18n/lingui-runtime';
import { messageTable } from '@/lib/i18n/shopper-messages';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { normalizeGiftCardCode } from '@giftfront/domain/gift-card-code';
import { giftCardProblem } from '@giftfront/domain/gift-card-problem';

/** product §5 Promo input and its §8 texts. */
export const PROMO_MESSAGES = {
  empty: 'Please enter a promo code or gift card',
  giftCardApplied: 'This gift card is already applied',
  discountApplied: 'This discount code is already applied',
  invalid: 'Invalid promo code or gift card',
  failed: 'Failed to validate promo code or gift card',
  minimumQuantity: (n: number) => `This coupon requires a minimum of ${n} gift cards in your cart`,
} as const;

/** A code limited to chosen products with none of them in the cart (issue 25): it would take nothing off. */
export const notInCartMessage = (code: string): MessageDescriptor =>
  msg`The code ${code} is only for some products, and none of them is in your cart. Add one of them to use it.`;

/** A promo problem: a text as the server or product §8 words it, or a translated message. */
export type PromoProblem = string | MessageDescriptor;

/** Whether a code takes money off something in the cart: every code not limited to products does. */
export const appliesToCart = (discount: Pick<DiscountCode, 'productIds'>, cartProductIds: readonly string[]) =>
  !discount.productIds?.length || discount.productIds.some((id) => cartProductIds.includes(id));

const { empty, giftCardApplied, discountApplied, invalid, failed } = PROMO_MESSAGES;
const fixedPromoMessage = messageTable(
  { empty, giftCardApplied, discountApplied, invalid, failed },
  {
    empty: msg`Please enter a promo code or gift card`,
    giftCardApplied: msg`This gift card is already applied`,
    discountApplied: msg`This discount code is already applied`,
    invalid: msg`Invalid promo code or gift card`,
    failed: msg`Failed to validate promo code or gift card`,
  },
);

/** A promo problem (ours, the domain's or the server's) in the page's language. */
export function promoMessage(text: PromoProblem, i18n: I18n = englishI18n()): string {
  if (typeof text !== 'string') return i18n._(text);
  const minimum = /^This coupon requires a minimum of (\d+) gift cards? in your cart$/.exec(text);
  if (minimum) {
    const count = Number(minimum[1]);
    return i18n._(
      msg`${plural(count, {
        one: 'This coupon requires a minimum of # gift card in your cart',
        other: 'This coupon requires a minimum of # gift cards in your cart',
      })}`,
    );
  }
  return fixedPromoMessage(text, i18n);
}

const sameDiscountCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export const meetsMinimumQuantity = (discount: Pick<DiscountCode, 'minimumQuantity'>, cartQuantity: number) =>
  cartQuantity >= discount.minimumQuantity;

/**
 * product §4: discount codes drop when the cart quantity falls below their minimumQuantity; a code
 * limited to chosen products drops when none of them is left in the cart.
 */
export function keepDiscountsMet<T extends Pick<DiscountCode, 'minimumQuantity' | 'productIds'>>(
  discounts: readonly T[],
  cartQuantity: number,
  cartProductIds?: readonly string[],
): T[] {
  return discounts.filter(
    (discount) =>
      meetsMinimumQuantity(discount, cartQuantity) &&
      (cartProductIds === undefined || appliesToCart(discount, cartProductIds)),
  );
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

/**
 * A discount code must be Active, not applied yet, the cart must reach its minimum quantity and,
 * for a code limited to chosen products, hold one of them.
 */
export function discountProblem(
  discount: DiscountCode,
  applied: AppliedPromos,
  cartQuantity: number,
  cartProductIds: readonly string[] = [],
): PromoProblem | null {
  if (discount.status !== 'Active') return PROMO_MESSAGES.invalid;
  if (applied.discounts.some((other) => sameDiscountCode(other.code, discount.code)))
    return PROMO_MESSAGES.discountApplied;
  if (!meetsMinimumQuantity(discount, cartQuantity)) return PROMO_MESSAGES.minimumQuantity(discount.minimumQuantity);
  if (!appliesToCart(discount, cartProductIds)) return notInCartMessage(discount.code);
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
