/**
 * Money is integer minor units inside Giftfront. API payloads and store files carry the
 * decimal numbers of product §3 and §7; these helpers are the one place they are converted.
 */

/**
 * An amount in integer minor units of a currency (1250 = $12.50). A plain number (such as an
 * API's decimal 12.5) is not one: the type checker refuses it where minor units are expected
 * (decision 0175). Made at the edges by `toMinor` (a decimal read from the API, a store file or a
 * form) and by `minorUnits` (integer arithmetic on amounts that already are minor units).
 */
export type MinorUnits = number & { readonly __brand: 'MinorUnits' };

/**
 * The result of integer arithmetic on minor units (a sum, a difference, a share rounded to a
 * whole unit), or a count of minor units the code states itself (0, a database column of minor
 * units): never a decimal.
 */
export const minorUnits = (amount: number): MinorUnits => amount as MinorUnits;

/** A nullable count of minor units (a column that may be empty) as `MinorUnits`. */
export const nullableMinor = (amount: number | null): MinorUnits | null =>
  amount === null ? null : minorUnits(amount);

/** No amount. */
export const ZERO_MINOR = minorUnits(0);

/** Sums amounts in minor units. */
export const sumMinor = (amounts: readonly MinorUnits[]): MinorUnits =>
  minorUnits(amounts.reduce((sum, amount) => sum + amount, 0));

/** The currency an answer or a file falls back to when it names none (product §3). */
export const DEFAULT_CURRENCY = 'USD';

const exponentCache = new Map<string, number>();

/** Number of minor-unit digits of a currency (USD 2, JPY 0). */
export function currencyExponent(currencyCode: string): number {
  const code = currencyCode.toUpperCase();
  const cached = exponentCache.get(code);
  if (cached !== undefined) return cached;
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    digits = 2;
  }
  exponentCache.set(code, digits);
  return digits;
}

/** Decimal amount (as in the API) to integer minor units, rounding half away from zero. */
export function toMinor(amount: number, currencyCode: string): MinorUnits {
  const factor = 10 ** currencyExponent(currencyCode);
  // toPrecision removes binary noise such as 1.005 * 100 = 100.49999999999999
  const scaled = Number((amount * factor).toPrecision(15));
  return minorUnits(Math.sign(scaled) * Math.round(Math.abs(scaled)));
}

/**
 * An amount as a shopper types it ('75.5', '20', '.', '') in minor units of the currency: 0 when
 * empty or not a number (product §5: an empty custom amount counts as 0).
 */
export function typedAmountToMinor(text: string, currencyCode: string): MinorUnits {
  const amount = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(amount) ? ZERO_MINOR : toMinor(amount, currencyCode);
}

/** Integer minor units to the decimal number the API shows. */
export function toMajor(minor: MinorUnits, currencyCode: string): number {
  const digits = currencyExponent(currencyCode);
  return Number((minor / 10 ** digits).toFixed(digits));
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, code: string): Intl.NumberFormat {
  const key = `${locale} ${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: DEFAULT_CURRENCY });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

const currencyCodeOf = (currencyCode: string) => (currencyCode || DEFAULT_CURRENCY).toUpperCase();

/** product §9: en-US with the narrow currency symbol; in another language, that language's way (`locale`, issue 29). */
export function formatMoney(minor: MinorUnits, currencyCode: string, locale = 'en-US'): string {
  const code = currencyCodeOf(currencyCode);
  return formatterFor(locale, code).format(toMajor(minor, code));
}

/**
 * An amount whose currency is beyond doubt, as on the confirmation's Paid line: '$25.63 USD',
 * '25,63 € EUR'. Where the language's symbol already names the currency ('US$' in Arabic, 'CHF'),
 * the code is not written after it again.
 */
export function formatMoneyWithCode(minor: MinorUnits, currencyCode: string, locale = 'en-US'): string {
  const code = currencyCodeOf(currencyCode);
  const parts = formatterFor(locale, code).formatToParts(toMajor(minor, code));
  const symbol = parts.find((part) => part.type === 'currency')?.value ?? '';
  const formatted = parts.map((part) => part.value).join('');
  return /\p{L}/u.test(symbol) ? formatted : `${formatted} ${code}`;
}

/** product §9: on the preview page and in fee display the symbol is $, €, £, otherwise $. */
export function simpleCurrencySymbol(currencyCode: string = DEFAULT_CURRENCY): string {
  switch (currencyCode.toUpperCase()) {
    case 'EUR':
      return '€';
    case 'GBP':
      return '£';
    default:
      return '$';
  }
}

export function formatWithSimpleSymbol(minor: MinorUnits, currencyCode: string): string {
  const digits = currencyExponent(currencyCode);
  const amount = toMajor(minor, currencyCode).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${simpleCurrencySymbol(currencyCode)}${amount}`;
}

/** A fee or discount type that is a percentage rather than an amount (product §3: both spellings occur). */
export const isPercentType = (type: string): boolean => type === 'Percent' || type === 'PERCENT';

/** Rounds a non-negative rational a / b to the nearest integer, halves up, in integers. */
export function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** A percentage (10, 2.5) to basis points, the integer form pricing works in. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(Number((percent * 100).toPrecision(15)));
}
