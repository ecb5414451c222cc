import { z } from 'zod';
import { convertMoney, currencyNamedIn, type AnyMoneyPath, type Inside, type MoneyPath } from './money-paths.ts';

/**
 * zod codecs between a shape as the API carries it (the API's decimals) and the shape inside
 * (integer minor units of a currency), converting exactly the fields money-paths.ts names.
 * `z.decode` checks the wire shape, then converts; `z.encode` checks the inside shape, converts
 * and checks the result against the wire shape. The server's route schemas can adopt them (see
 * docs/architecture.md); the storefront's API client converts with the same paths.
 */
export function moneyCodec<W extends z.ZodType, const P extends MoneyPath<z.output<W>>, I extends z.ZodType = W>(
  wire: W,
  paths: P,
  currency: string,
  inside?: I,
): MoneyCodec<W, Inside<z.output<I>, P>> {
  const codec = z.codec(wire, inside ?? wire, {
    decode: (value) => convertMoney('decode', value, paths as AnyMoneyPath, currency) as z.input<I>,
    encode: (value) => convertMoney('encode', value, paths as AnyMoneyPath, currency) as z.output<W>,
  });
  // The inside schema checks the same shape; its type says which numbers are minor units.
  return codec as unknown as MoneyCodec<W, Inside<z.output<I>, P>>;
}
/** A codec from the wire shape `W` to `Inside`, its money as `MinorUnits` (money-paths.ts). */
export type MoneyCodec<W extends z.ZodType, Inside> = z.ZodCodec<W, z.ZodType<Inside, Inside>>;

/** One codec per currency code, built on first use. */
export function perCurrency<S>(build: (currency: string) => S): (currency: string) => S {
  const built = new Map<string, S>();
  return (currency) => {
    const code = currency.toUpperCase();
    let schema = built.get(code);
    if (!schema) {
      schema = build(code);
      built.set(code, schema);
    }
    return schema;
  };
}

/**
 * An API answer read with its codec in the currency it names at `path` (a gift card's `currency`):
 * the wire shape checked, its amounts as minor units.
 */
export function decodeInNamedCurrency<S extends z.ZodType>(
  codecFor: (currency: string) => S,
  raw: unknown,
  ...path: string[]
): z.output<S> {
  return z.decode(codecFor(currencyNamedIn(raw, ...path)), raw as z.input<S>);
}
