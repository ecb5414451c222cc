import type { Product } from '@giftfront/domain/product';
import { productPrices } from '@giftfront/domain/product-rules';
import type { PriceFormatter } from '@/lib/money-format';

export const PRICE_UNAVAILABLE = 'Price unavailable';

/** product §2: 'From {min}' when the prices differ, the single price otherwise, or 'Price unavailable'. */
export function productPriceLabel(product: Pick<Product, 'price' | 'denominations'>, format: PriceFormatter): string {
  const prices = productPrices(product);
  if (prices.length === 0) return PRICE_UNAVAILABLE;
  const min = Math.min(...prices);
  const differ = prices.some((price) => price !== min);
  return differ ? `From ${format(min)}` : format(min);
}

/** The lowest price a product sells at, or null; listings sort by it. */
export function lowestPrice(product: Pick<Product, 'price' | 'denominations'>): number | null {
  const prices = productPrices(product);
  return prices.length ? Math.min(...prices) : null;
}
