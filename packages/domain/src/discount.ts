import { z } from 'zod';

/** SPEC §3 Discount code, as GET /api/Payment/GetActiveDiscountCode/{code} serves it. */
export const DISCOUNT_TYPES = ['PERCENT', 'FIXED_AMOUNT', 'Percent', 'FixedAmount'] as const;
export const discountTypeSchema = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof discountTypeSchema>;

export const discountCodeSchema = z.object({
  code: z.string(),
  status: z.string(),
  discountType: discountTypeSchema,
  amount: z.number(),
  description: z.string().nullable(),
  minimumQuantity: z.number().int(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
