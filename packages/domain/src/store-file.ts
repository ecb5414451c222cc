import { z } from 'zod';
import { giftCardExpirySchema, settingsListProblems, storeSettingsSchema } from './branding.ts';
import { EXPIRY_RULES, expiryMonthsProblem, type ExpiryRule } from './expiry-rules.ts';
import { denominationSchema, productImageSchema, productSlugSchema, productTypeSchema } from './product.ts';
import { discountTypeSchema } from './discount.ts';
import { productNameSchema, productPriceSchema, productRichTextSchema, quantityLimitSchema } from './product-fields.ts';
import { productTranslationsSchema, translationLanguageProblems } from './merchant-translations.ts';
import { isLanguage, type Language } from './languages.ts';
import { GIFT_CARD_CODE_MAX_LENGTH, GIFT_CARD_STATUSES, parseGiftCardCode } from './gift-card.ts';

/** A store file (docs/store-file.md): the branding object plus the catalogue and carried-over cards. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');
const isoDateTime = z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date and time' });

export const storeFileProductSchema = z.strictObject({
  slug: productSlugSchema,
  name: productNameSchema,
  type: productTypeSchema,
  description: productRichTextSchema.default(''),
  details: productRichTextSchema.default(''),
  terms: productRichTextSchema.default(''),
  imageSrc: z.string().min(1).nullish(),
  imageAlt: z.string().default(''),
  images: z.array(productImageSchema).default([]),
  price: productPriceSchema.nullish(),
  denominations: z.array(denominationSchema).default([]),
  showQuantityLimit: z.boolean().default(false),
  quantityLimit: quantityLimitSchema.nullish(),
  quantitySold: z.number().int().nonnegative().default(0),
  hideCustomGiftCardAmounts: z.boolean().default(false),
  /** The product's own custom amount bounds; absent = the store's. */
  customAmountMin: productPriceSchema.nullish(),
  customAmountMax: productPriceSchema.nullish(),
  isShippingEnabled: z.boolean().default(false),
  taxClassId: z.string().nullish(),
  /** Months each card is valid from purchase; absent = the store's giftCardExpiry. */
  validityMonths: giftCardExpirySchema.shape.months.optional(),
  /** Off the storefront and not for sale, kept for its orders. The file's order is the storefront's. */
  archived: z.boolean().default(false),
  /** The product's texts in the store's further languages (decision 0165); absent texts fall back to the fields above. */
  translations: productTranslationsSchema.default({}),
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
  /** The least order subtotal in the store's currency; absent for none (decision 0078). */
  minimumOrderAmount: z.number().positive('must be more than 0').nullish(),
  /** Each customer email may use the code once (decision 0078). */
  oncePerEmail: z.boolean().default(false),
  /** The batch the code was generated in, for its CSV (decision 0078). */
  batch: z.string().trim().min(1).max(80, 'at most 80 characters').nullish(),
  /** The slugs of the file's products the code takes money off; absent or empty for every product (decision 0110). */
  products: z.array(z.string()).max(200, 'at most 200 products').nullish(),
});
export type StoreFileDiscountCode = z.infer<typeof storeFileDiscountCodeSchema>;

export const storeFileGiftCardSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(4)
    .max(GIFT_CARD_CODE_MAX_LENGTH)
    .refine((code) => parseGiftCardCode(code) !== null, 'expected letters and digits (spaces and dashes are ignored)'),
  balance: z.number().finite().nonnegative(),
  isoCurrencyCode: z.string().regex(/^[A-Za-z]{3}$/, 'expected a three-letter currency code'),
  expiresOn: isoDate.nullish(),
  recipientEmailAddress: z.email('expected an email address').nullish(),
  status: z.enum(GIFT_CARD_STATUSES).default('Active'),
  /**
   * Printed card stock not yet sold at the counter (decision 0160): Inactive with nothing on it, it
   * imports as card stock that 'Activate card' can sell, not as a voided card.
   */
  cardStock: z.boolean().nullish(),
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
      .regex(
        /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
        'expected a subdomain label: lower-case letters, digits and dashes',
      ),
    customEmbedScript: z.string().nullish(),
    products: z.array(storeFileProductSchema).default([]),
    discountCodes: z.array(storeFileDiscountCodeSchema).default([]),
    giftCards: z.array(storeFileGiftCardSchema).default([]),
  })
  // A misspelt switch at the top level must not be dropped silently.
  .strict()
  // Runs even when other fields failed, so one pass lists every problem; reads defensively.
  .superRefine(
    (file, ctx) => {
      // A body of null or a number has failed already; there is nothing to read.
      if (!file || typeof file !== 'object') return;
      const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const unique = (values: string[], path: (string | number)[], what: string) => {
        for (const dupe of duplicates(values.filter(Boolean)))
          ctx.addIssue({ code: 'custom', path, message: `duplicate ${what} "${dupe}"` });
      };
      const isPercent = (type: unknown) => type === 'PERCENT' || type === 'Percent';
      const products = list(file.products);
      unique(
        products.map((p) => text(p?.slug)),
        ['products'],
        'product slug',
      );
      unique(
        list(file.discountCodes).map((d) => text(d?.code).toUpperCase()),
        ['discountCodes'],
        'discount code',
      );
      unique(
        list(file.giftCards).map((g) => text(g?.code).replace(/[\s-]/g, '').toUpperCase()),
        ['giftCards'],
        'gift card code',
      );
      list(file.giftCards).forEach((card, i) => {
        if (card?.cardStock !== true) return;
        if (card.status !== 'Inactive')
          ctx.addIssue({
            code: 'custom',
            path: ['giftCards', i, 'status'],
            message: 'card stock not yet activated is "Inactive"',
          });
        if (typeof card.balance === 'number' && card.balance !== 0)
          ctx.addIssue({
            code: 'custom',
            path: ['giftCards', i, 'balance'],
            message: 'card stock holds no money until it is activated: expected 0',
          });
      });
      for (const problem of settingsListProblems(file)) ctx.addIssue({ code: 'custom', ...problem });
      const taxClassIds = list(file.taxClasses).map((t) => text(t?.id));
      // Translations only in the further languages the file's store offers (decision 0165).
      const languageSettings = {
        defaultLanguage: isLanguage(file.defaultLanguage) ? file.defaultLanguage : undefined,
        languages: list(file.languages as unknown[]).filter(isLanguage) as Language[],
      };
      const translationProblems = (translations: unknown, path: (string | number)[]) => {
        if (!translations || typeof translations !== 'object') return;
        for (const problem of translationLanguageProblems(translations as Record<string, unknown>, languageSettings))
          ctx.addIssue({ code: 'custom', path: [...path, ...problem.path], message: problem.message });
      };
      translationProblems(file.pageTextTranslations, ['pageTextTranslations']);
      translationProblems(file.translations, ['translations']);
      products.forEach((product, i) => {
        if (!product || typeof product !== 'object') return;
        translationProblems(product.translations, ['products', i, 'translations']);
        // A money card product's own validity follows the store's expiry rule too (decision 0136).
        const validityProblem =
          product.type !== 'Voucher' && typeof product.validityMonths === 'number'
            ? expiryMonthsProblem(
                (EXPIRY_RULES as readonly unknown[]).includes(file.expiryRule)
                  ? (file.expiryRule as ExpiryRule)
                  : undefined,
                product.validityMonths,
              )
            : null;
        if (validityProblem)
          ctx.addIssue({ code: 'custom', path: ['products', i, 'validityMonths'], message: validityProblem });
        unique(
          list(product.denominations).map((d) => text(d?.id)),
          ['products', i, 'denominations'],
          'denomination id',
        );
        unique(
          list(product.images).map((img) => text(img?.id)),
          ['products', i, 'images'],
          'image id',
        );
        if (product.imageSrc && !text(product.imageAlt).trim())
          ctx.addIssue({
            code: 'custom',
            path: ['products', i, 'imageAlt'],
            message: 'alt text is required when imageSrc is set',
          });
        if (product.showQuantityLimit === true && !product.quantityLimit)
          ctx.addIssue({
            code: 'custom',
            path: ['products', i, 'quantityLimit'],
            message: 'required when showQuantityLimit is true',
          });
        if (
          typeof product.quantityLimit === 'number' &&
          product.quantityLimit > 0 &&
          typeof product.quantitySold === 'number' &&
          product.quantitySold > product.quantityLimit
        )
          ctx.addIssue({
            code: 'custom',
            path: ['products', i, 'quantitySold'],
            message: 'cannot exceed quantityLimit',
          });
        if (
          typeof product.customAmountMin === 'number' &&
          typeof product.customAmountMax === 'number' &&
          product.customAmountMin > product.customAmountMax
        )
          ctx.addIssue({
            code: 'custom',
            path: ['products', i, 'customAmountMin'],
            message: 'cannot be more than customAmountMax',
          });
        if (product.taxClassId && !taxClassIds.includes(product.taxClassId))
          ctx.addIssue({
            code: 'custom',
            path: ['products', i, 'taxClassId'],
            message: `no tax class "${product.taxClassId}"`,
          });
      });
      list(file.discountCodes).forEach((code, i) => {
        if (isPercent(code?.discountType) && code.amount > 100)
          ctx.addIssue({
            code: 'custom',
            path: ['discountCodes', i, 'amount'],
            message: 'a percentage cannot exceed 100',
          });
        const slugs = products.map((p) => text(p?.slug));
        list(code?.products ?? undefined).forEach((slug, j) => {
          if (!slugs.includes(text(slug)))
            ctx.addIssue({
              code: 'custom',
              path: ['discountCodes', i, 'products', j],
              message: `no product "${text(slug)}" in this file`,
            });
        });
      });
    },
    { when: () => true },
  );
export type StoreFile = z.infer<typeof storeFileSchema>;
export type StoreFileInput = z.input<typeof storeFileSchema>;
