import { z } from 'zod';
import { storeSettingsSchema } from './branding.ts';
import { denominationSchema, productImageSchema, productSlugSchema, productTypeSchema } from './product.ts';
import { discountTypeSchema } from './discount.ts';
import { GIFT_CARD_STATUSES } from './gift-card.ts';

/** A store file (docs/store-file.md): the branding object plus the catalogue and carried-over cards. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');
const isoDateTime = z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date and time' });

export const storeFileProductSchema = z.strictObject({
  slug: productSlugSchema,
  name: z.string().min(1),
  type: productTypeSchema,
  description: z.string().default(''),
  details: z.string().default(''),
  terms: z.string().default(''),
  imageSrc: z.string().min(1).nullish(),
  imageAlt: z.string().default(''),
  images: z.array(productImageSchema).default([]),
  price: z.number().finite().positive().nullish(),
  denominations: z.array(denominationSchema).default([]),
  showQuantityLimit: z.boolean().default(false),
  quantityLimit: z.number().int().nonnegative().nullish(),
  quantitySold: z.number().int().nonnegative().default(0),
  hideCustomGiftCardAmounts: z.boolean().default(false),
  isShippingEnabled: z.boolean().default(false),
  taxClassId: z.string().nullish(),
});
export type StoreFileProduct = z.infer<typeof storeFileProductSchema>;

export const storeFileDiscountCodeSchema = z.strictObject({
  code: z.string().trim().min(1).max(64),
  status: z.enum(['Active', 'Inactive']).default('Active'),
  discountType: discountTypeSchema,
  amount: z.number().finite().positive(),
  description: z.string().nullish(),
  minimumQuantity: z.number().int().nonnegative().default(0),
  usageLimit: z.number().int().positive().nullish(),
  validFrom: isoDateTime.nullish(),
  validUntil: isoDateTime.nullish(),
});
export type StoreFileDiscountCode = z.infer<typeof storeFileDiscountCodeSchema>;

export const storeFileGiftCardSchema = z.strictObject({
  code: z.string().trim().min(4).max(64),
  balance: z.number().finite().nonnegative(),
  isoCurrencyCode: z.string().regex(/^[A-Za-z]{3}$/, 'expected a three-letter currency code'),
  expiresOn: isoDate.nullish(),
  recipientEmailAddress: z.email('expected an email address').nullish(),
  status: z.enum(GIFT_CARD_STATUSES).default('Active'),
});
export type StoreFileGiftCard = z.infer<typeof storeFileGiftCardSchema>;

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const value of values) (seen.has(value) ? dupes : seen).add(value);
  return [...dupes];
}

export const storeFileSchema = storeSettingsSchema
  .extend({
    slug: z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'expected a subdomain label: lower-case letters, digits and dashes'),
    customEmbedScript: z.string().nullish(),
    products: z.array(storeFileProductSchema).default([]),
    discountCodes: z.array(storeFileDiscountCodeSchema).default([]),
    giftCards: z.array(storeFileGiftCardSchema).default([]),
  })
  // A misspelt switch at the top level must not be dropped silently.
  .strict()
  .superRefine((file, ctx) => {
    const unique = (values: string[], path: (string | number)[], what: string) => {
      for (const dupe of duplicates(values)) ctx.addIssue({ code: 'custom', path, message: `duplicate ${what} "${dupe}"` });
    };
    unique(file.products.map((p) => p.slug), ['products'], 'product slug');
    unique(file.discountCodes.map((d) => d.code.toUpperCase()), ['discountCodes'], 'discount code');
    unique(file.giftCards.map((g) => g.code.replace(/[\s-]/g, '').toUpperCase()), ['giftCards'], 'gift card code');
    unique(file.shippingOptions.map((s) => s.id), ['shippingOptions'], 'shipping option id');
    unique(file.fees.map((f) => f.id), ['fees'], 'fee id');
    file.products.forEach((product, i) => {
      unique(product.denominations.map((d) => d.id), ['products', i, 'denominations'], 'denomination id');
      unique(product.images.map((img) => img.id), ['products', i, 'images'], 'image id');
      if (product.imageSrc && !product.imageAlt.trim())
        ctx.addIssue({ code: 'custom', path: ['products', i, 'imageAlt'], message: 'alt text is required when imageSrc is set' });
      if (product.showQuantityLimit && !product.quantityLimit)
        ctx.addIssue({ code: 'custom', path: ['products', i, 'quantityLimit'], message: 'required when showQuantityLimit is true' });
      if (product.quantityLimit && product.quantitySold > product.quantityLimit)
        ctx.addIssue({ code: 'custom', path: ['products', i, 'quantitySold'], message: 'cannot exceed quantityLimit' });
      if (product.taxClassId && !file.taxClasses.some((t) => t.id === product.taxClassId))
        ctx.addIssue({ code: 'custom', path: ['products', i, 'taxClassId'], message: `no tax class "${product.taxClassId}"` });
    });
    file.discountCodes.forEach((code, i) => {
      if ((code.discountType === 'PERCENT' || code.discountType === 'Percent') && code.amount > 100)
        ctx.addIssue({ code: 'custom', path: ['discountCodes', i, 'amount'], message: 'a percentage cannot exceed 100' });
    });
    file.fees.forEach((fee, i) => {
      if ((fee.feeType === 'PERCENT' || fee.feeType === 'Percent') && fee.amount > 100)
        ctx.addIssue({ code: 'custom', path: ['fees', i, 'amount'], message: 'a percentage cannot exceed 100' });
    });
  });
export type StoreFile = z.infer<typeof storeFileSchema>;
export type StoreFileInput = z.input<typeof storeFileSchema>;
