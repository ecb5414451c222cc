/**
 * Compiled by `tsc -b` (packages/domain includes src), never run: each `@ts-expect-error` line
 * must fail to type-check, or the build fails with "Unused '@ts-expect-error' directive".
 * Decision 0175: minor units are a type, so a decimal read from the API, a plain number or a
 * price still on the wire cannot be passed where minor units are expected.
 */
import { z } from 'zod';
import { formatMoney, minorUnits, toMajor, toMinor, typedAmountToMinor, type MinorUnits } from './money.ts';
import { decodeMoney, productMoney, totalsMoney, type Inside } from './money-paths.ts';
import { priceOrder } from './pricing.ts';
import { productCodec, type ProductWire } from './product.ts';
import type { Totals, WireTotals } from './totals.ts';

declare const decimal: number;
declare const wireProduct: ProductWire;
declare const wireTotals: WireTotals;

// A plain number, such as the API's decimal 12.5, is not minor units.
// @ts-expect-error a decimal is not minor units
export const fromDecimal: MinorUnits = decimal;
// @ts-expect-error a decimal is not minor units
formatMoney(12.5, 'USD');
// @ts-expect-error a decimal is not minor units
toMajor(decimal, 'USD');

// Every formatter and converter names its currency: there is no default one.
// @ts-expect-error formatMoney needs the currency
formatMoney(toMinor(12.5, 'USD'));
// @ts-expect-error toMinor needs the currency
toMinor(12.5);
// @ts-expect-error toMajor needs the currency
toMajor(minorUnits(1250));
// @ts-expect-error typedAmountToMinor needs the currency
typedAmountToMinor('12.50');

// An answer as the API sends it (decimals) is not the shape inside.
// @ts-expect-error the wire product's price is a decimal
formatMoney(wireProduct.denominations[0]!.price, 'USD');
// @ts-expect-error the wire totals are decimals
export const insideTotals: Totals = wireTotals;
// The inside shape derived from the wire shape and its money paths is the pricing's totals.
export const derived: Totals = decodeMoney(wireTotals, totalsMoney, 'USD');
export const sameAs: Inside<WireTotals, typeof totalsMoney> = derived;
// @ts-expect-error pricing takes minor units, not the wire product's price
priceOrder({ lines: [{ unitPriceMinor: wireProduct.denominations[0]!.price, quantity: 1 }] });

// What the edges make is minor units, and it formats.
const inside = z.decode(productCodec('USD'), wireProduct);
formatMoney(inside.denominations[0]!.price, 'USD');
formatMoney(decodeMoney(wireProduct, productMoney, 'USD').denominations[0]!.price, 'USD');
formatMoney(toMinor(decimal, 'USD'), 'USD', 'fr-FR');
priceOrder({ lines: [{ unitPriceMinor: inside.denominations[0]!.price, quantity: 1 }] });
export const price: MinorUnits | null = inside.price;
// Fields that are not money stay what they are.
export const name: string = inside.name;
export const limit: number | null = inside.quantityLimit;
