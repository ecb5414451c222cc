import { currencyExponent } from '@giftfront/domain/money';

/** A plain decimal with the currency's digits, computed from integers: -1250 USD → "-12.50". */
export function plainDecimal(minor: number, currency: string): string {
  const digits = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const whole = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
}
