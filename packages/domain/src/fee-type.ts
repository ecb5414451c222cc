import { z } from 'zod';

/**
 * product §3 Branding: how a fee is charged. Its own module, apart from the store settings schema
 * (branding.ts), so that an order's shape can name it without building the whole settings schema.
 */
export const FEE_TYPES = ['Percent', 'FixedAmount', 'PERCENT', 'FIXED_AMOUNT'] as const;
export const feeTypeSchema = z.enum(FEE_TYPES);
export type FeeType = z.infer<typeof feeTypeSchema>;
