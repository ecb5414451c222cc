import type { CartItem } from '@giftfront/domain/cart';
import { priceCheckout, type CheckoutPricing, type CheckoutPricingInput } from '@giftfront/domain/checkout-pricing';

/**
 * product §9 pricing of the cart's lines through the domain's priceCheckout, the function the server
 * decides with: the cart's estimate and the checkout's total are one formula.
 */
export function priceCart(items: readonly CartItem[], rest: Omit<CheckoutPricingInput, 'lines'>): CheckoutPricing {
  return priceCheckout({
    ...rest,
    lines: items.map((item) => ({
      quantity: item.quantity,
      unitPriceMinor: item.options.denomination.price,
      taxClassId: item.product.taxClassId,
      productId: item.product.id,
    })),
  });
}
