import { z } from 'zod';
import type { CustomerForm } from './customer-form.ts';

/**
 * The checkout form as the storefront keeps it in sessionStorage, so that a reload loses
 * nothing: the shopper's details, the delivery choice and the discount codes applied. Only
 * these fields are ever kept (never card data, never gift card codes: an applied gift card is
 * kept as its last four characters only, so the checkout can say which one a reload took off).
 * Read defensively: a field that cannot be read falls back to empty, a draft that cannot be read
 * is ignored.
 */
export const CHECKOUT_DRAFT_VERSION = 1;

const text = (max: number) => z.string().max(max).catch('');

export const checkoutDraftFormSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  email: text(254),
  phone: text(40),
  mobileNumber: text(40),
  shipToName: text(200),
  company: text(200),
  address: text(300),
  apartment: text(300),
  city: text(100),
  region: text(100),
  postalCode: text(20),
  country: text(2),
  marketingOptIn: z.boolean().catch(false),
  deliveryMode: z.enum(['digital', 'physical']).catch('digital'),
  shippingOptionId: z.string().max(200).nullable().catch(null),
}) satisfies z.ZodType<CustomerForm & { deliveryMode: string; shippingOptionId: string | null }>;
export type CheckoutDraftForm = z.infer<typeof checkoutDraftFormSchema>;

export const checkoutDraftSchema = z.object({
  version: z.literal(CHECKOUT_DRAFT_VERSION),
  form: checkoutDraftFormSchema,
  discountCodes: z
    .array(z.unknown())
    .max(10)
    .catch([])
    .transform((codes) =>
      codes.filter((code): code is string => typeof code === 'string' && code.trim().length > 0 && code.length <= 64),
    ),
  /** The applied gift cards' last four characters (never more of a code). */
  giftCardEndings: z
    .array(z.unknown())
    .max(10)
    .catch([])
    .transform((endings) =>
      endings.filter((ending): ending is string => typeof ending === 'string' && /^[A-Z0-9]{1,4}$/.test(ending)),
    ),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/** The stored text as a draft, or null when it is missing or cannot be read as one. */
export function parseCheckoutDraft(raw: string | null): CheckoutDraft | null {
  if (!raw) return null;
  try {
    const parsed = checkoutDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
