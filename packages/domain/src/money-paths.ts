import { DEFAULT_CURRENCY, isPercentType, toMajor, toMinor } from './money.ts';
import type { PublicStoreSettings } from './branding.ts';
import type { CartItem } from './cart.ts';
import type { DiscountCode } from './discount.ts';
import type { GiftCardLookup } from './gift-card.ts';
import type { CreatePaymentIntentBody, OrderResult, OrderValidationPayload } from './order.ts';
import type { Product } from './product.ts';
import type { Totals } from './totals.ts';

/**
 * Where each shape that crosses the API (or localStorage) carries money. product §3/§7 amounts are
 * decimal numbers in the store's currency; inside Giftfront they are integer minor units. These
 * paths are the one statement of which fields convert: the storefront's API client converts
 * with them, and the domain's zod codecs (money-codec.ts) are built on them for the server.
 * No runtime imports but money.ts: the storefront's first page load uses it, without zod.
 */
export type MoneyPath<T> = T extends readonly (infer E)[]
  ? readonly [MoneyPath<E>]
  : T extends object
    ? MoneyPaths<T>
    : 'money';
/** A field that is money, an object or list holding money, or `amount` money unless the object is a percentage. */
export type MoneyPaths<T> = { readonly [K in keyof T]?: MoneyPath<NonNullable<T[K]>> } & {
  readonly percentUnless?: (owner: T) => boolean;
};
/** Any shape's money paths, for code that converts whatever it is given (the storefront's API client). */
export type AnyMoneyPath = 'money' | readonly [AnyMoneyPath] | { readonly [key: string]: unknown };

export const totalsMoney = {
  subtotal: 'money',
  discount: 'money',
  fees: 'money',
  shipping: 'money',
  tax: 'money',
  giftCards: 'money',
  total: 'money',
} as const satisfies MoneyPaths<Totals>;
/** A fee's or discount code's `amount`: a percentage for percent types, money otherwise. */
const unlessPercent = <T extends { amount: number }>(type: (owner: T) => string): MoneyPaths<T> =>
  ({ amount: 'money', percentUnless: (owner: T) => !isPercentType(type(owner)) }) as MoneyPaths<T>;

export const productMoney: MoneyPaths<Product> = {
  price: 'money',
  denominations: [{ price: 'money' }],
  customAmountMin: 'money',
  customAmountMax: 'money',
};
export const productListMoney: MoneyPath<Product[]> = [productMoney];
export const storeSettingsMoney: MoneyPaths<PublicStoreSettings> = {
  fees: [unlessPercent((fee) => fee.feeType)],
  shippingOptions: [{ price: 'money' }],
  maxGiftCardBalance: 'money',
};
export const giftCardLookupMoney: MoneyPaths<GiftCardLookup> = { balance: 'money' };
export const discountCodeMoney: MoneyPaths<DiscountCode> = unlessPercent<DiscountCode>((code) => code.discountType);
export const orderResultMoney: MoneyPaths<OrderResult> = {
  order: {
    totals: totalsMoney,
    items: [{ price: 'money', lineTotal: 'money' }],
    giftCardPayments: [{ amount: 'money', balance: 'money' }],
  },
};
export const orderValidationPayloadMoney: MoneyPaths<OrderValidationPayload> = {
  cart: [{ price: 'money', lineTotal: 'money' }],
  discounts: [unlessPercent((discount) => discount.type)],
  giftCardPayments: [{ amountPaid: 'money' }],
  totals: totalsMoney,
  fees: [{ amount: 'money' }],
};
export const createPaymentIntentBodyMoney: MoneyPaths<CreatePaymentIntentBody> = { amount: 'money' };
export const cartItemMoney: MoneyPaths<CartItem> = { options: { denomination: { price: 'money' } } };

type Convert = (amount: number, currency: string) => number;

function convert(value: unknown, path: unknown, currency: string, by: Convert): unknown {
  if (value === null || value === undefined) return value;
  if (path === 'money') return typeof value === 'number' ? by(value, currency) : value;
  if (Array.isArray(path))
    return Array.isArray(value) ? value.map((item) => convert(item, path[0], currency, by)) : value;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const { percentUnless, ...fields } = path as Record<string, unknown> & {
    percentUnless?: (owner: unknown) => boolean;
  };
  const converted: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, inner] of Object.entries(fields)) {
    if (key === 'amount' && percentUnless && !percentUnless(value)) continue;
    if (key in converted) converted[key] = convert(converted[key], inner, currency, by);
  }
  return converted;
}

const wholeMinor: Convert = (minor, currency) => {
  if (!Number.isInteger(minor)) throw new Error(`Money inside must be whole minor units of ${currency}, got ${minor}`);
  return toMajor(minor, currency);
};

/**
 * 'decode': the API's decimals at `paths` turned into integer minor units of `currency`.
 * 'encode': integer minor units turned into the API's decimals; a fraction of a minor unit is a bug and throws.
 */
export const convertMoney = (
  direction: 'decode' | 'encode',
  value: unknown,
  paths: AnyMoneyPath,
  currency: string,
): unknown => convert(value, paths, currency, direction === 'decode' ? toMinor : wholeMinor);
export const decodeMoney = <T>(value: T, paths: MoneyPath<T>, currency: string): T =>
  convertMoney('decode', value, paths as AnyMoneyPath, currency) as T;
export const encodeMoney = <T>(value: T, paths: MoneyPath<T>, currency: string): T =>
  convertMoney('encode', value, paths as AnyMoneyPath, currency) as T;

/** The currency an answer names at `path`, for the storefront's API client: `currencyAt('isoCurrencyCode')`. */
export const currencyAt =
  (...path: string[]) =>
  (answer: unknown): string =>
    currencyNamedIn(answer, ...path);

/**
 * The currency a wire object names at `path` (a store's currencyCode, a card's isoCurrencyCode,
 * an order's payment currency), to convert it in; the default currency when it names none.
 */
export function currencyNamedIn(raw: unknown, ...path: string[]): string {
  let value: unknown = raw;
  for (const key of path)
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value) ? value.toUpperCase() : DEFAULT_CURRENCY;
}
