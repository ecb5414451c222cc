import { HttpError } from './http-errors.ts';
import { currencyExponent, toMajor, toMinor } from '@giftfront/domain/money';

/** A refused order: ValidateOrder and PlaceOrder answer `{ success: false, message }` with this status. */
export const refuse = (message: string, status = 400) => new HttpError(status, message, { success: false });

/** '54.50': an amount as the messages show it, in the currency's own digits. */
export const decimalText = (minor: number, currency: string) =>
  toMajor(minor, currency).toFixed(currencyExponent(currency));

/** "Total mismatch: expected 54.50, received 50.00", or null when they agree to the minor unit. */
export function mismatch(label: string, expectedMinor: number, received: number, currency: string): string | null {
  if (toMinor(received, currency) === expectedMinor) return null;
  return `${label} mismatch: expected ${decimalText(expectedMinor, currency)}, received ${received.toFixed(currencyExponent(currency))}`;
}
