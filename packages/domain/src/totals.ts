import type { z } from 'zod';

/**
 * product §3/§9 an order's totals, in the order product §9 computes them: the one shape of the
 * validation payload's totals, the order result's totals and what pricing returns. Inside they
 * are minor units; the API carries decimals.
 */
export interface Totals {
  subtotal: number;
  discount: number;
  fees: number;
  shipping: number;
  tax: number;
  giftCards: number;
  total: number;
}

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
