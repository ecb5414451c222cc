import { z } from 'zod';
import { moneyCodec, perCurrency } from './money-codec.ts';
import { discountCodeMoney, type Inside } from './money-paths.ts';

/** product §3 Discount code, as GET /api/Payment/GetActiveDiscountCode/{code} serves it. */
export const DISCOUNT_TYPES = ['PERCENT', 'FIXED_AMOUNT', 'Percent', 'FixedAmount'] as const;
export const discountTypeSchema = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof discountTypeSchema>;

export const discountCodeSchema = z.object({
  code: z.string(),
  status: z.string(),
  discountType: discountTypeSchema,
  /** A percentage for percent types; a fixed amount otherwise (decimal in the API, minor units inside). */
  amount: z.number(),
  description: z.string().nullable(),
  minimumQuantity: z.number().int(),
  /**
   * The products (ids) the code takes money off; absent or null for every product. A percentage
   * applies to those lines only, a fixed amount at most to their total (issue 25).
   */
  productIds: z.array(z.string()).nullish(),
});
export type DiscountCodeWire = z.infer<typeof discountCodeSchema>;
/** A discount code inside: a percentage, or a fixed amount in minor units (its `amount` is either, by its type). */
export type DiscountCode = Inside<DiscountCodeWire, typeof discountCodeMoney>;
/** The API's discount code ⇄ the code inside, a fixed amount in minor units of `currency`. */
export const discountCodeCodec = perCurrency((currency) => moneyCodec(discountCodeSchema, discountCodeMoney, currency));
