import { minorUnits } from '@giftfront/domain/money';
import type { I18n } from '@lingui/core';
import type { Product } from '@giftfront/domain/product';
import type { PriceFormatter } from '@/lib/money-format';
import { productPriceLabel } from '@/entities/product/product-price';
import type { PurchaseOptions } from './use-purchase-options';

/**
 * The price under the product's name follows the chosen amount: a denomination's price, a valid
 * custom amount, or while the custom amount is empty or out of bounds the range it may take
 * (never 'From …', never a figure above the maximum).
 */
export function priceHeaderText(
  product: Product,
  options: PurchaseOptions,
  format: PriceFormatter,
  i18n?: I18n,
): string {
  if (options.unitPrice !== null) return format(minorUnits(options.unitPrice));
  if (options.isCustom)
    return `${format(minorUnits(options.customBounds.minMinor))} – ${format(minorUnits(options.customBounds.maxMinor))}`;
  return productPriceLabel(product, format, i18n);
}
