import type { MinorUnits } from '@giftfront/domain/money';
import type { BulkAmountRules } from '@giftfront/domain/bulk-order';
import { customAmountBoundsMinor } from '@giftfront/domain/custom-amount';
import { allowsCustomAmount, type Product } from '@giftfront/domain/product';

/**
 * The amounts a gift card sells, as the rows are checked against them (the server works them out
 * again from its own records): its options, its one price, and custom amounts within its bounds.
 */
export function amountRulesOf(
  product: Product,
  store: { currencyCode: string; maxGiftCardBalance: MinorUnits; hideCustomGiftCardAmounts: boolean },
): BulkAmountRules {
  const optionsMinor = product.denominations.map((d) => d.price);
  if (optionsMinor.length === 0 && typeof product.price === 'number' && product.price > 0)
    optionsMinor.push(product.price);
  const custom = allowsCustomAmount(product, store)
    ? customAmountBoundsMinor(store.currencyCode, store.maxGiftCardBalance, {
        minMinor: product.customAmountMin,
        maxMinor: product.customAmountMax,
      })
    : null;
  return { currency: store.currencyCode, optionsMinor, custom };
}
