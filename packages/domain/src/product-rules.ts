import type { Product } from './product.ts';

// Product rules shared by the storefront and the server. No runtime imports: keep it zod-free.

/** product §9: availability = quantityLimit - quantitySold, at least 0; shown only when limited. */
export function availability(
  product: Pick<Product, 'showQuantityLimit' | 'quantityLimit' | 'quantitySold'>,
): number | null {
  return product.showQuantityLimit ? unitsLeft(product) : null;
}

/**
 * Units of a limited product that can still be bought (quantityLimit - quantitySold, at least 0),
 * whether or not the store shows the badge: the server refuses more. Null when it has no limit.
 */
export function unitsLeft(product: Pick<Product, 'quantityLimit' | 'quantitySold'>): number | null {
  if (!product.quantityLimit || product.quantityLimit <= 0) return null;
  return Math.max(0, product.quantityLimit - product.quantitySold);
}

/** The numeric prices a product can be bought at: its denominations, else its price. */
/** Works on either side of the API: decimals in, decimals out; `MinorUnits` in, `MinorUnits` out. */
export function productPrices<A extends number>(product: {
  price: A | null;
  denominations: readonly { price: A }[];
}): A[] {
  const prices = product.denominations.map((d) => d.price).filter(Number.isFinite);
  if (prices.length > 0) return prices;
  return typeof product.price === 'number' && Number.isFinite(product.price) ? [product.price] : [];
}

export function productPath(product: Pick<Product, 'type' | 'slug'>): string {
  return product.type === 'Voucher' ? `/voucher/${product.slug}` : `/gift-card/${product.slug}`;
}

/** Custom amounts are hidden by the product or by the store (product §5). */
export function allowsCustomAmount(
  product: Pick<Product, 'type' | 'hideCustomGiftCardAmounts'>,
  store: { hideCustomGiftCardAmounts: boolean },
): boolean {
  return product.type === 'GiftCard' && !product.hideCustomGiftCardAmounts && !store.hideCustomGiftCardAmounts;
}
