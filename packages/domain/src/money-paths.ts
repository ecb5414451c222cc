import { DEFAULT_CURRENCY, isPercentType, minorUnits, toMajor, toMinor, type MinorUnits } from './money.ts';
import type { PublicStoreSettingsWire } from './branding.ts';
import type { cartItemSchema } from './cart.ts';
import type { DiscountCodeWire } from './discount.ts';
import type { GiftCardLookupWire } from './gift-card.ts';
import type { CreatePaymentIntentBodyWire, OrderResultWire, OrderValidationPayloadWire } from './order.ts';
import type { ProductWire } from './product.ts';
import type { z } from 'zod';
import type { WireTotals } from './totals.ts';

/**
 * Where each shape that crosses the API (or localStorage) carries money. product §3/§7 amounts are
 * decimal numbers in the store's currency; inside Giftfront they are integer minor units. These
 * paths are the one statement of which fields convert: the storefront's API client converts
 * with them, and the domain's zod codecs (money-codec.ts) are built on them for the server.
 * No runtime imports but money.ts: the storefront's first page load uses it, without zod.
 */
export type MoneyPath<T> = T extends number
  ? 'money'
  : T extends readonly (infer E)[]
    ? readonly [MoneyPath<E>]
    : T extends object
      ? MoneyPaths<T>
      : 'money';
/** A field that is money, an object or list holding money, or `amount` money unless the object is a percentage. */
export type MoneyPaths<T> = { readonly [K in keyof T]?: MoneyPath<NonNullable<T[K]>> } & {
  readonly percentUnless?: (owner: T) => boolean;
};
/**
 * The shape inside, derived from the wire shape `T` and its money paths `P`: each field `P` names
 * as money is `MinorUnits` (decision 0175), so an answer still in decimals cannot be passed where
 * minor units are expected. An `amount` that is a percentage for some owners (`percentUnless`)
 * stays a plain number: the code that reads it checks the owner's type first.
 */
export type Inside<T, P> = P extends 'money'
  ? MoneyInside<T>
  : P extends readonly [infer E]
    ? T extends readonly (infer X)[]
      ? Inside<X, E>[]
      : T
    : P extends object
      ? T extends readonly unknown[]
        ? T
        : T extends object
          ? {
              [K in keyof T]: K extends keyof P
                ? FieldIsPercent<P, K> extends true
                  ? T[K]
                  : Inside<T[K], P[K]>
                : T[K];
            }
          : T
      : T;
type MoneyInside<T> = T extends number ? MinorUnits : T;
type FieldIsPercent<P, K> = K extends 'amount' ? (P extends { readonly percentUnless: unknown } ? true : false) : false;
/** The wire shape of an inside shape: its minor units read back as the plain numbers the API carries. */
export type Wire<T> = T extends MinorUnits
  ? number
  : T extends readonly (infer E)[]
    ? Wire<E>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

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
} as const satisfies MoneyPaths<WireTotals>;
/** A fee's or discount code's `amount`: a percentage for percent types, money otherwise. */
const unlessPercent = <T extends { amount: number }>(type: (owner: T) => string) =>
  ({ amount: 'money', percentUnless: (owner: T) => !isPercentType(type(owner)) }) as const;

/** GET /api/Promotions/BonusRules (decision 0145): the least total, and the bonus unless it is a percentage. */
export const publicBonusRulesMoney = {
  bonusRules: [
    {
      minimumOrder: 'money',
      amount: 'money',
      percentUnless: (rule: { bonusType: string }) => rule.bonusType !== 'percent',
    },
  ],
} as const;

export const productMoney = {
  price: 'money',
  denominations: [{ price: 'money' }],
  customAmountMin: 'money',
  customAmountMax: 'money',
} as const satisfies MoneyPaths<ProductWire>;
export const productListMoney = [productMoney] as const satisfies MoneyPath<ProductWire[]>;
export const storeSettingsMoney = {
  fees: [unlessPercent((fee) => fee.feeType)],
  shippingOptions: [{ price: 'money' }],
  maxGiftCardBalance: 'money',
} as const satisfies MoneyPaths<PublicStoreSettingsWire>;
export const giftCardLookupMoney = {
  balance: 'money',
  bonus: { balance: 'money' },
} as const satisfies MoneyPaths<GiftCardLookupWire>;
export const discountCodeMoney = unlessPercent<DiscountCodeWire>((code) => code.discountType);
export const orderResultMoney = {
  order: {
    totals: totalsMoney,
    items: [{ price: 'money', lineTotal: 'money' }],
    giftCardPayments: [{ amount: 'money', balance: 'money' }],
    fees: [{ amount: 'money' }],
  },
} as const satisfies MoneyPaths<OrderResultWire>;
export const orderValidationPayloadMoney = {
  cart: [{ price: 'money', lineTotal: 'money' }],
  discounts: [unlessPercent((discount) => discount.type)],
  giftCardPayments: [{ amountPaid: 'money' }],
  totals: totalsMoney,
  fees: [{ amount: 'money' }],
} as const satisfies MoneyPaths<OrderValidationPayloadWire>;
export const createPaymentIntentBodyMoney = {
  amount: 'money',
} as const satisfies MoneyPaths<CreatePaymentIntentBodyWire>;
export const cartItemMoney = { options: { denomination: { price: 'money' } } } as const satisfies MoneyPaths<
  z.infer<typeof cartItemSchema>
>;

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
  // The one place a plain number is taken as minor units: whatever the inside shape held, checked whole above.
  return toMajor(minorUnits(minor), currency);
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
export const decodeMoney = <T, const P extends MoneyPath<T>>(value: T, paths: P, currency: string): Inside<T, P> =>
  convertMoney('decode', value, paths as AnyMoneyPath, currency) as Inside<T, P>;
export const encodeMoney = <T, const P extends MoneyPath<T>>(value: Inside<T, P>, paths: P, currency: string): T =>
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
