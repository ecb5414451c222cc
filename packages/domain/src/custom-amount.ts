import { CUSTOM_AMOUNT_MIN } from './constants.ts';
import { toMinor } from './money.ts';

/** Where a custom amount must lie, in minor units: at least CUSTOM_AMOUNT_MIN, at most the store's largest card balance (minor units). */
export function customAmountBoundsMinor(currencyCode: string, maxGiftCardBalanceMinor: number): { minMinor: number; maxMinor: number } {
  return { minMinor: toMinor(CUSTOM_AMOUNT_MIN, currencyCode), maxMinor: maxGiftCardBalanceMinor };
}
