import { CUSTOM_AMOUNT_MIN } from './constants.ts';
import { toMinor } from './money.ts';

/**
 * Where a custom amount must lie, in minor units: at least CUSTOM_AMOUNT_MIN, at most the store's
 * largest card balance (minor units), narrowed by the product's own bounds when it sets them.
 */
export function customAmountBoundsMinor(
  currencyCode: string,
  maxGiftCardBalanceMinor: number,
  product: { minMinor?: number | null; maxMinor?: number | null } = {},
): { minMinor: number; maxMinor: number } {
  const storeMin = toMinor(CUSTOM_AMOUNT_MIN, currencyCode);
  const minMinor = Math.max(storeMin, product.minMinor ?? storeMin);
  const maxMinor = Math.min(maxGiftCardBalanceMinor, product.maxMinor ?? maxGiftCardBalanceMinor);
  return { minMinor, maxMinor: Math.max(minMinor, maxMinor) };
}
