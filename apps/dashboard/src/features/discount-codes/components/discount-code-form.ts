import { z } from 'zod';
import {
  createDiscountCodeBodySchema,
  generateDiscountCodesBodySchema,
  type CreateDiscountCodeBody,
  type GenerateDiscountCodesBody,
} from '@giftfront/domain/admin/discount-codes';
import type { DiscountType } from '@giftfront/domain/discount';
import { toMajor } from '@giftfront/domain/money';
import type { DiscountCode } from '../api/discount-code-queries';

/**
 * The code dialog's fields as the inputs hold them (text), turned into the API's body and checked
 * with the domain's schema, so the form names the same problems the server would.
 */
const wholeNumber = (message: string) => z.string().trim().regex(/^\d*$/, message);

/** The two kinds of discount, as the code editor and the batch generator offer them. */
export const DISCOUNT_TYPES = [
  { value: 'PERCENT', label: 'Percent off' },
  { value: 'FixedAmount', label: 'Fixed amount off' },
] as const;

export const discountCodeFormSchema = z
  .object({
    code: z.string(),
    discountType: z.enum(['PERCENT', 'FixedAmount']),
    amount: z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'enter an amount such as 10 or 5.50'),
    minimumQuantity: wholeNumber('enter a whole number, or leave it empty'),
    usageLimit: wholeNumber('enter a whole number, or leave it empty for no limit'),
    minimumOrderAmount: z
      .string()
      .trim()
      .regex(/^(\d+(\.\d+)?)?$/, 'enter an amount such as 50 or 49.50, or leave it empty'),
    oncePerEmail: z.boolean(),
    validFrom: z.string(),
    validUntil: z.string(),
    description: z.string(),
    status: z.enum(['Active', 'Inactive']),
    /** The chosen products' ids; none chosen: every product. */
    productIds: z.array(z.string()),
  })
  .transform((form): CreateDiscountCodeBody => ({
    code: form.code,
    discountType: form.discountType as DiscountType,
    amount: Number(form.amount),
    minimumQuantity: form.minimumQuantity ? Number(form.minimumQuantity) : 0,
    usageLimit: form.usageLimit ? Number(form.usageLimit) : null,
    minimumOrderAmount: form.minimumOrderAmount ? Number(form.minimumOrderAmount) : null,
    oncePerEmail: form.oncePerEmail,
    // datetime-local is the browser's local time; the API takes an instant.
    validFrom: form.validFrom ? new Date(form.validFrom).toISOString() : null,
    validUntil: form.validUntil ? new Date(form.validUntil).toISOString() : null,
    description: form.description.trim() || null,
    status: form.status,
    productIds: form.productIds.length ? form.productIds : null,
  }))
  .pipe(createDiscountCodeBodySchema);
export type DiscountCodeFormValues = z.input<typeof discountCodeFormSchema>;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local input shows it (the browser's time zone). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formValuesOf(code: DiscountCode | null, currency: string): DiscountCodeFormValues {
  if (!code)
    return {
      code: '',
      discountType: 'PERCENT',
      amount: '',
      minimumQuantity: '',
      usageLimit: '',
      minimumOrderAmount: '',
      oncePerEmail: false,
      validFrom: '',
      validUntil: '',
      description: '',
      status: 'Active',
      productIds: [],
    };
  return {
    code: code.code,
    discountType: code.amountOff === null ? 'PERCENT' : 'FixedAmount',
    // Inside, a fixed amount is minor units; the field shows the decimal a person types.
    amount: String(code.amountOff === null ? code.percentOff : toMajor(code.amountOff, currency)),
    minimumQuantity: code.minimumQuantity ? String(code.minimumQuantity) : '',
    usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
    minimumOrderAmount: code.minimumOrderAmount === null ? '' : String(toMajor(code.minimumOrderAmount, currency)),
    oncePerEmail: code.oncePerEmail,
    validFrom: toLocalInput(code.validFrom),
    validUntil: toLocalInput(code.validUntil),
    description: code.description ?? '',
    status: code.status,
    productIds: code.productIds ?? [],
  };
}

/** The Generate codes dialog's fields as typed, turned into the batch body and checked with the domain's schema. */
export const generateCodesFormSchema = z
  .object({
    batch: z.string(),
    prefix: z.string(),
    count: z.string().trim().regex(/^\d+$/, 'enter how many codes to make, such as 200'),
    discountType: z.enum(['PERCENT', 'FixedAmount']),
    amount: z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'enter an amount such as 10 or 5.50'),
    usageLimit: wholeNumber('enter a whole number, or leave it empty for no limit'),
    minimumOrderAmount: z
      .string()
      .trim()
      .regex(/^(\d+(\.\d+)?)?$/, 'enter an amount such as 50 or 49.50, or leave it empty'),
    oncePerEmail: z.boolean(),
    validUntil: z.string(),
  })
  .transform((form): GenerateDiscountCodesBody => ({
    batch: form.batch,
    prefix: form.prefix,
    count: Number(form.count),
    discountType: form.discountType as DiscountType,
    amount: Number(form.amount),
    usageLimit: form.usageLimit ? Number(form.usageLimit) : null,
    minimumOrderAmount: form.minimumOrderAmount ? Number(form.minimumOrderAmount) : null,
    oncePerEmail: form.oncePerEmail,
    validUntil: form.validUntil ? new Date(form.validUntil).toISOString() : null,
  }))
  .pipe(generateDiscountCodesBodySchema);
export type GenerateCodesFormValues = z.input<typeof generateCodesFormSchema>;

export const GENERATE_DEFAULTS: GenerateCodesFormValues = {
  batch: '',
  prefix: '',
  count: '100',
  discountType: 'PERCENT',
  amount: '',
  usageLimit: '1',
  minimumOrderAmount: '',
  oncePerEmail: false,
  validUntil: '',
};
