import { currencyExponent, formatMoney, minorUnits, toMinor } from '@giftfront/domain/money';

/**
 * The most one payment may be: Stripe's ceiling (eight digits of minor units, $999,999.99),
 * which also keeps every amount well inside the database's integer columns.
 */
export const MAX_PAYMENT_MINOR = 99_999_999;

/** The most gift cards and vouchers one order may issue (each unit is a card, a code and a mail). */
export const MAX_ORDER_UNITS = 1000;

/** ValidateOrder's and PlaceOrder's body: a 'Send to many' order of 1,000 recipients with their messages fits. */
export const ORDER_BODY_LIMIT_BYTES = 1024 * 1024;

/** True when the amount has more decimals than the currency (0.1 + 0.2 noise is not a decimal). */
export function hasTooManyDecimals(amount: number, currency: string): boolean {
  return !Number.isInteger(Number((amount * 10 ** currencyExponent(currency)).toPrecision(15)));
}

/** Why a payment of this many minor units cannot be taken, or null. */
export function paymentLimitProblem(amountMinor: number, currency: string): string | null {
  return amountMinor > MAX_PAYMENT_MINOR
    ? `One payment can be at most ${formatMoney(minorUnits(MAX_PAYMENT_MINOR), currency)}.`
    : null;
}

/** CreatePaymentIntent's amount: within the limit, and no more decimals than the currency has. */
export function paymentAmountProblem(amount: number, currency: string): string | null {
  const tooLarge = paymentLimitProblem(toMinor(amount, currency), currency);
  if (tooLarge) return tooLarge;
  const digits = currencyExponent(currency);
  if (!hasTooManyDecimals(amount, currency)) return null;
  return digits === 0
    ? `amount must be a whole number of ${currency}.`
    : `amount can have at most ${digits} decimal places.`;
}
