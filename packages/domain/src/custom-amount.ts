import { CUSTOM_AMOUNT_MIN } from './constants.ts';
import { minorUnits, toMinor, type MinorUnits } from './money.ts';

/**
 * Where a custom amount must lie, in minor units: at least CUSTOM_AMOUNT_MIN, at most the store's
 * largest card balance (minor units), narrowed by the product's own bounds when it sets them.
 */
export function customAmountBoundsMinor(
  currencyCode: string,
  maxGiftCardBalanceMinor: MinorUnits,
  product: { minMinor?: MinorUnits | null; maxMinor?: MinorUnits | null } = {},
): { minMinor: MinorUnits; maxMinor: MinorUnits } {
  const storeMin = toMinor(CUSTOM_AMOUNT_MIN, currencyCode);
  const minMinor = minorUnits(Math.max(storeMin, product.minMinor ?? storeMin));
  const maxMinor = Math.min(maxGiftCardBalanceMinor, product.maxMinor ?? maxGiftCardBalanceMinor);
  return { minMinor, maxMinor: minorUnits(Math.max(minMinor, maxMinor)) };
}
