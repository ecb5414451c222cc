import { type MinorUnits, minorUnits } from '@giftfront/domain/money';
import { formatMoney } from '@/lib/money-format';
import type { CartChange } from '@giftfront/domain/cart-changes';

/** The notice shown when the cart was brought up to date with the store (docs/storefront.md). */
export const CART_CHANGES_TITLE = 'Your cart has been updated';
export const CART_CHANGES_INTRO = 'Some items changed since you added them:';
export const CART_CHANGES_DISMISS = 'Dismiss cart updates';

const isAre = (n: number) => (n === 1 ? 'is' : 'are');

/** One sentence per change, amounts in the store's currency (product §9 format). */
export function describeCartChange(change: CartChange, currencyCode: string): string {
  const money = (minor: MinorUnits) => formatMoney(minor, currencyCode);
  const name = change.productName;
  switch (change.kind) {
    case 'price-changed':
      return `The price of ${name} changed from ${money(minorUnits(change.fromMinor))} to ${money(minorUnits(change.toMinor))}.`;
    case 'product-unavailable':
      return `${name} is no longer available and was removed from your cart.`;
    case 'option-unavailable':
      return `The option "${change.optionLabel}" of ${name} is no longer available and was removed from your cart.`;
    case 'custom-amount-unavailable':
      return `Custom amounts are no longer available for ${name}, so it was removed from your cart.`;
    case 'custom-amount-out-of-range':
      return `Custom amounts for ${name} must be between ${money(minorUnits(change.minMinor))} and ${money(minorUnits(change.maxMinor))}, so your ${money(minorUnits(change.amountMinor))} gift card was removed from your cart.`;
    case 'sold-out':
      return `${name} is sold out and was removed from your cart.`;
    case 'quantity-lowered':
      return change.to > 0
        ? `Only ${change.left} of ${name} ${isAre(change.left)} left, so the quantity was lowered from ${change.from} to ${change.to}.`
        : `Only ${change.left} of ${name} ${isAre(change.left)} left, so the extra ${change.from === 1 ? 'one was' : `${change.from} were`} removed from your cart.`;
    case 'design-unavailable':
      return `The design "${change.designName}" of ${name} is no longer available, so your card will use the standard design.`;
  }
}

/** The sentences to show, each once (two lines of a sold-out product say the same thing). */
export function describeCartChanges(changes: readonly CartChange[], currencyCode: string): string[] {
  return [...new Set(changes.map((change) => describeCartChange(change, currencyCode)))];
}
