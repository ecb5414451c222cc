import type { z } from 'zod';
import type { MinorUnits } from './money.ts';

/**
 * product §3/§9 an order's totals, in the order product §9 computes them: the one shape of the
 * validation payload's totals, the order result's totals and what pricing returns. Inside they
 * are minor units; the API carries decimals (`WireTotals`).
 */
export interface Totals {
  subtotal: MinorUnits;
  discount: MinorUnits;
  fees: MinorUnits;
  shipping: MinorUnits;
  tax: MinorUnits;
  giftCards: MinorUnits;
  total: MinorUnits;
}

/** The totals as the API carries them: decimal numbers. */
export type WireTotals = Record<keyof Totals, number>;

/** The fields of a totals schema, each of the given amount schema (decimals in the API, minor units inside). */
export const totalsFields = <A extends z.ZodType<number>>(amount: A) =>
  ({
    subtotal: amount,
    discount: amount,
    fees: amount,
    shipping: amount,
    tax: amount,
    giftCards: amount,
    total: amount,
  }) satisfies Record<keyof Totals, A>;
