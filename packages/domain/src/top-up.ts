import { TOPUP_MIN_AMOUNT } from './constants.ts';
import { currencyExponent, toMinor } from './money.ts';

/**
 * SPEC §5 Top-up amount rule, the one both ends judge by: an amount in the currency's own
 * digits (step 0.01 for USD), at least TOPUP_MIN_AMOUNT, and no more than takes the card to the
 * store's maxGiftCardBalance. Each end words the problem for its reader.
 */
export type TopUpAmountProblem =
  | { kind: 'too-many-decimals'; digits: number }
  | { kind: 'below-minimum'; minMinor: number }
  | { kind: 'card-full'; maxMinor: number }
  | { kind: 'above-room'; roomMinor: number; maxMinor: number };

export interface TopUpLimits {
  currency: string;
  /** The card's balance now, in minor units. */
  balanceMinor: number;
  /** The store's maxGiftCardBalance, in minor units. */
  maxBalanceMinor: number;
}

/** Whether a decimal amount has no more decimals than the currency has minor digits (binary noise such as 0.1 + 0.2 tolerated). */
export function fitsMinorUnits(amount: number, currency: string): boolean {
  return Number.isFinite(amount) && Number.isInteger(Number((amount * 10 ** currencyExponent(currency)).toPrecision(15)));
}

/** Why this decimal amount cannot be added to the card, or null when it can. */
export function topUpAmountProblem(amount: number, limits: TopUpLimits): TopUpAmountProblem | null {
  const { currency, balanceMinor, maxBalanceMinor } = limits;
  if (!fitsMinorUnits(amount, currency)) return { kind: 'too-many-decimals', digits: currencyExponent(currency) };
  const amountMinor = toMinor(amount, currency);
  const minMinor = toMinor(TOPUP_MIN_AMOUNT, currency);
  if (amountMinor < minMinor) return { kind: 'below-minimum', minMinor };
  const roomMinor = maxBalanceMinor - balanceMinor;
  if (amountMinor <= roomMinor) return null;
  return roomMinor > 0 ? { kind: 'above-room', roomMinor, maxMinor: maxBalanceMinor } : { kind: 'card-full', maxMinor: maxBalanceMinor };
}
