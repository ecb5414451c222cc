import { z } from 'zod';
import { discountTypeSchema } from '../discount.ts';
import { isPercentType } from '../money.ts';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import type { MoneyPaths } from '../money-paths.ts';
import { storeFileDiscountCodeSchema } from '../store-file.ts';

/**
 * Discount codes as owners edit them in the dashboard: the store file's discount code fields
 * (docs/store-file.md), decimal amounts, and what the store's live data adds (uses).
 */
const fileFields = storeFileDiscountCodeSchema.shape;

export const DISCOUNT_CODE_STATUSES = ['Active', 'Inactive'] as const;
export const DISCOUNT_DESCRIPTION_MAX = 200;
export const DISCOUNT_PRODUCTS_MAX = 200;

const discountCodeFields = {
  code: z
    .string()
    .trim()
    .min(1, 'a code is required')
    .max(64, 'at most 64 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, dashes and underscores only'),
  status: z.enum(DISCOUNT_CODE_STATUSES, { error: 'expected Active or Inactive' }),
  discountType: discountTypeSchema,
  amount: fileFields.amount,
  description: z
    .string()
    .trim()
    .max(DISCOUNT_DESCRIPTION_MAX, `at most ${DISCOUNT_DESCRIPTION_MAX} characters`)
    .nullish(),
  minimumQuantity: z.number().int('expected a whole number').nonnegative('cannot be negative'),
  usageLimit: z.number().int('expected a whole number').positive('must be at least 1').nullish(),
  validFrom: fileFields.validFrom,
  validUntil: fileFields.validUntil,
  /** The least order subtotal, in the store's currency (decimal in the API); null for none (decision 0078). */
  minimumOrderAmount: z.number().positive('must be more than 0').nullish(),
  /** Each customer email may use the code once. */
  oncePerEmail: z.boolean(),
  /** The products (ids) the code takes money off; null or empty for every product (issue 25). */
  productIds: z
    .array(z.string().trim().min(1, 'a product id is required'), { error: 'expected a list of product ids' })
    .max(DISCOUNT_PRODUCTS_MAX, `at most ${DISCOUNT_PRODUCTS_MAX} products`)
    .nullish(),
};

export interface DiscountCodeRuleInput {
  discountType?: string | null;
  amount?: number | null;
  validFrom?: string | null;
  validUntil?: string | null;
}

/** The rules that tie fields together; the server checks them again on an edit merged with the stored code. */
export function discountCodeRuleIssues(code: DiscountCodeRuleInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (code.discountType && isPercentType(code.discountType) && typeof code.amount === 'number' && code.amount > 100)
    issues.push({ path: 'amount', message: 'a percentage cannot exceed 100' });
  if (code.validFrom && code.validUntil && Date.parse(code.validFrom) >= Date.parse(code.validUntil))
    issues.push({ path: 'validUntil', message: 'must be after validFrom' });
  return issues;
}

const withRules = <T extends DiscountCodeRuleInput>(value: T, ctx: z.RefinementCtx) => {
  for (const issue of discountCodeRuleIssues(value))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/** POST /api/admin/discount-codes */
export const createDiscountCodeBodySchema = z
  .strictObject({
    ...discountCodeFields,
    status: discountCodeFields.status.default('Active'),
    minimumQuantity: discountCodeFields.minimumQuantity.default(0),
    oncePerEmail: discountCodeFields.oncePerEmail.default(false),
  })
  .superRefine(withRules);
export type CreateDiscountCodeBody = z.input<typeof createDiscountCodeBodySchema>;

/** PATCH /api/admin/discount-codes/{id}: the fields to change (status Inactive deactivates). */
export const updateDiscountCodeBodySchema = z
  .strictObject(discountCodeFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'name at least one field to change')
  .superRefine(withRules);
export type UpdateDiscountCodeBody = z.input<typeof updateDiscountCodeBodySchema>;

export const adminDiscountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(DISCOUNT_CODE_STATUSES),
  discountType: discountTypeSchema,
  /** A percentage for percent types; a fixed amount in the store's currency otherwise (decimal in the API). */
  amount: z.number(),
  description: z.string().nullable(),
  minimumQuantity: z.number().int(),
  usageLimit: z.number().int().nullable(),
  /** Paid orders that used the code. */
  uses: z.number().int(),
  /** Uses held by checkouts waiting for their payment (docs/decisions/0003). */
  held: z.number().int(),
  /** Uses left: the limit less uses and holds; null without a limit. */
  remaining: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  minimumOrderAmount: z.number().nullable(),
  oncePerEmail: z.boolean(),
  /** The batch it was generated in; null for a code made alone. */
  batch: z.string().nullable(),
  /** The products it applies to; null for every product. */
  productIds: z.array(z.string()).nullable(),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

export const discountCodeListSchema = z.object({
  currency: z.string(),
  discountCodes: z.array(adminDiscountCodeSchema),
});
export type DiscountCodeList = z.infer<typeof discountCodeListSchema>;

const adminDiscountCodeMoney = {
  amount: 'money',
  minimumOrderAmount: 'money',
  percentUnless: (code: AdminDiscountCode) => !isPercentType(code.discountType),
} as const satisfies MoneyPaths<AdminDiscountCode>;

/** The list as the dashboard works with it: fixed amounts in minor units of `currency`. */
export const discountCodeListCodec = perCurrency((currency) =>
  moneyCodec(discountCodeListSchema, { discountCodes: [adminDiscountCodeMoney] }, currency),
);
/**
 * A code as the list's codec gives it: `minimumOrderAmount` in minor units; `amount` is minor units
 * for a fixed amount and a percentage otherwise, so it stays a number until its type is read.
 */
export type AdminDiscountCodeInside = z.output<ReturnType<typeof discountCodeListCodec>>['discountCodes'][number];

export const DISCOUNT_BATCH_MAX = 1000;

/**
 * POST /api/admin/discount-codes/batch: N codes at once (a newsletter), each `PREFIX-XXXXXXXX`,
 * one use each unless a limit is given, with the same discount and rules (decision 0078).
 */
export const generateDiscountCodesBodySchema = z
  .strictObject({
    batch: z.string().trim().min(1, 'Name the batch, e.g. Spring newsletter.').max(80, 'at most 80 characters'),
    prefix: z
      .string()
      .trim()
      .min(1, 'a prefix is required')
      .max(20, 'at most 20 characters')
      .regex(/^[A-Za-z0-9]+$/, 'letters and digits only'),
    count: z
      .number({ error: 'Enter how many codes to make.' })
      .int('expected a whole number')
      .min(1, 'make at least 1 code')
      .max(DISCOUNT_BATCH_MAX, `at most ${DISCOUNT_BATCH_MAX} codes at once`),
    discountType: discountCodeFields.discountType,
    amount: discountCodeFields.amount,
    description: discountCodeFields.description,
    minimumQuantity: discountCodeFields.minimumQuantity.default(0),
    usageLimit: discountCodeFields.usageLimit.default(1),
    validFrom: discountCodeFields.validFrom,
    validUntil: discountCodeFields.validUntil,
    minimumOrderAmount: discountCodeFields.minimumOrderAmount,
    oncePerEmail: discountCodeFields.oncePerEmail.default(false),
  })
  .superRefine(withRules);
export type GenerateDiscountCodesBody = z.input<typeof generateDiscountCodesBodySchema>;

export const generatedDiscountCodesSchema = z.object({ batch: z.string(), codes: z.array(z.string()) });
export type GeneratedDiscountCodes = z.infer<typeof generatedDiscountCodesSchema>;
