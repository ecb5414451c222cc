import { z } from 'zod';
import { orderCustomerSchema } from '@giftfront/domain/customer';
import { LANGUAGES } from '@giftfront/domain/languages';
import { giftDetailsSchema } from '@giftfront/domain/gift-details';
import { totalsFields } from '@giftfront/domain/totals';

/**
 * The order as the server priced it at ValidateOrder, stored on the payment intent
 * (payment_intents.validated_order). Fulfilment reads only this, never the browser's payload.
 * Every amount is in minor units.
 */
const minor = z.number().int().nonnegative();

export const validatedLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  productType: z.string(),
  denominationId: z.string(),
  denominationLabel: z.string(),
  unitPriceMinor: minor,
  quantity: z.number().int().positive(),
  lineTotalMinor: minor,
  imageUrl: z.string().nullable(),
  design: z.object({ id: z.string(), name: z.string(), src: z.string(), alt: z.string() }).nullable(),
  giftDetails: giftDetailsSchema.nullable(),
  /** The product's validity as the shopper saw it; null (or a snapshot made before it) = the store's policy. */
  validityMonths: z.number().int().positive().nullable().default(null),
});
export type ValidatedLine = z.infer<typeof validatedLineSchema>;

export const validatedTotalsSchema = z.object(totalsFields(minor));
export type ValidatedTotals = z.infer<typeof validatedTotalsSchema>;

/** The shopper's language, one the store offers (issue 29); null in a snapshot made before it: the store's default. */
const language = z.enum(LANGUAGES).nullable().default(null);

export const validatedOrderSchema = z.object({
  kind: z.literal('order'),
  currency: z.string(),
  language,
  customer: orderCustomerSchema,
  lines: z.array(validatedLineSchema),
  shippingOption: z
    .object({ id: z.string(), name: z.string(), deliveryMethod: z.string(), priceMinor: minor })
    .nullable(),
  discounts: z.array(
    z.object({ discountCodeId: z.string(), code: z.string(), discountType: z.string(), amount: z.number() }),
  ),
  fees: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      feeType: z.string(),
      percentage: z.number().nullable(),
      amountMinor: minor,
    }),
  ),
  giftCards: z.array(z.object({ giftCardId: z.string(), codeEnding: z.string(), amountMinor: minor })),
  totals: validatedTotalsSchema,
  /** A 'Send to many' order (issue 31); with codesToBuyer no gift email is sent. Null before it existed. */
  bulk: z.object({ codesToBuyer: z.boolean() }).nullable().default(null),
});
export type ValidatedOrder = z.infer<typeof validatedOrderSchema>;

export const validatedTopupSchema = z.object({
  kind: z.literal('topup'),
  currency: z.string(),
  language,
  customer: orderCustomerSchema,
  giftCardId: z.string(),
  codeEnding: z.string(),
  amountMinor: z.number().int().positive(),
});
export type ValidatedTopup = z.infer<typeof validatedTopupSchema>;

export const validatedSnapshotSchema = z.discriminatedUnion('kind', [validatedOrderSchema, validatedTopupSchema]);
export type ValidatedSnapshot = z.infer<typeof validatedSnapshotSchema>;

/** The amount the snapshot says the provider must charge. */
export const snapshotTotal = (snapshot: ValidatedSnapshot): number =>
  snapshot.kind === 'order' ? snapshot.totals.total : snapshot.amountMinor;
