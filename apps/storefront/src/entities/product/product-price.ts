import { minorUnits } from '@giftfront/domain/money';
import type { Product } from '@giftfront/domain/product';
import { productPrices } from '@giftfront/domain/product-rules';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PriceFormatter } from '@/lib/money-format';
import { englishI18n } from '@/lib/i18n/lingui-runtime';

export const PRICE_UNAVAILABLE = msg`Price unavailable`;

/** product §2: 'From {min}' when the prices differ, the single price otherwise, or 'Price unavailable'. */
export function productPriceLabel(
  product: Pick<Product, 'price' | 'denominations'>,
  format: PriceFormatter,
  i18n: I18n = englishI18n(),
): string {
  const prices = productPrices(product);
  if (prices.length === 0) return i18n._(PRICE_UNAVAILABLE);
  const min = Math.min(...prices);
  const differ = prices.some((price) => price !== min);
  const lowest = format(minorUnits(min));
  return differ ? i18n._(msg`From ${lowest}`) : lowest;
}

/** The lowest price a product sells at, or null; listings sort by it. */
export function lowestPrice(product: Pick<Product, 'price' | 'denominations'>): number | null {
  const prices = productPrices(product);
  return prices.length ? Math.min(...prices) : null;
}
