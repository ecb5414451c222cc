import { DomainError, type DomainErrorKind } from './domain-errors.ts';
import { currencyExponent, minorUnits, toMajor, toMinor } from '@giftfront/domain/money';

/** A refused order: ValidateOrder and PlaceOrder answer `{ success: false, message }`, a 400 unless another kind is given. */
export const refuse = (message: string, kind: DomainErrorKind = 'invalid') =>
  new DomainError(kind, message, { success: false });

/** '54.50': an amount as the messages show it, in the currency's own digits. */
export const decimalText = (minor: number, currency: string) =>
  toMajor(minorUnits(minor), currency).toFixed(currencyExponent(currency));

/** "Total mismatch: expected 54.50, received 50.00", or null when they agree to the minor unit. */
export function mismatch(label: string, expectedMinor: number, received: number, currency: string): string | null {
  if (toMinor(received, currency) === expectedMinor) return null;
  return `${label} mismatch: expected ${decimalText(expectedMinor, currency)}, received ${received.toFixed(currencyExponent(currency))}`;
}
