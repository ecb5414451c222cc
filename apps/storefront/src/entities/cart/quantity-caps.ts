import type { CartItem } from '@giftfront/domain/cart';
import type { Product } from '@giftfront/domain/product';
import { unitsLeft } from '@giftfront/domain/product-rules';

/** How far a line's quantity may go: what is left of its product less the units on its other lines. */
export interface QuantityCap {
  max: number;
  /** Units of the product left to buy (quantityLimit - quantitySold). */
  left: number;
  /** Units of the product on the cart's other lines. */
  elsewhere: number;
}

/**
 * The cap of each line of a limited product, by line id, judged as the server judges an order:
 * over all the product's lines, whether or not the store shows the badge. Unlimited lines have none.
 */
export function quantityCaps(items: readonly CartItem[], products: readonly Product[]): Map<string, QuantityCap> {
  const left = new Map<string, number>();
  for (const product of products) {
    const units = unitsLeft(product);
    if (units !== null) left.set(product.id, units);
  }
  const inCart = new Map<string, number>();
  for (const item of items) inCart.set(item.product.id, (inCart.get(item.product.id) ?? 0) + item.quantity);
  const caps = new Map<string, QuantityCap>();
  for (const item of items) {
    const units = left.get(item.product.id);
    if (units === undefined) continue;
    const elsewhere = inCart.get(item.product.id)! - item.quantity;
    caps.set(item.id, { max: Math.max(0, units - elsewhere), left: units, elsewhere });
  }
  return caps;
}

/** The hint beside a stepper at its cap, worded like the availability badge ('3 left', 'Sold out'). */
export function quantityCapText({ left, elsewhere }: QuantityCap): string {
  if (left === 0) return 'Sold out';
  return elsewhere > 0 ? `Only ${left} left, ${elsewhere} of them elsewhere in your cart` : `Only ${left} left`;
}
