import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import type { MoneyPaths } from '../money-paths.ts';
import { imageVariantSchema, productImageSchema, productSlugSchema, productTypeSchema } from '../product.ts';
import {
  limitsQuantity,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_RICH_TEXT_MAX_LENGTH,
  productNameSchema,
  productPriceSchema,
  productRichTextSchema,
  quantityLimitSchema,
} from '../product-fields.ts';
import { giftCardExpirySchema } from '../branding.ts';
import { DESIGN_NAME_MAX_LENGTH } from '../design-name.ts';
import { storeFileProductSchema } from '../store-file.ts';
import { productTranslationsSchema } from '../merchant-translations.ts';

/**
 * The dashboard's catalogue API (product §3 Product fields, decimal prices on the wire):
 *   GET  /api/admin/products?status=          → AdminProductList (position order, archived last)
 *   POST /api/admin/products                  ProductBody → AdminProduct (201)
 *   GET  /api/admin/products/{id}             → AdminProduct
 *   PATCH /api/admin/products/{id}            ProductPatch → AdminProduct
 *   POST /api/admin/products/{id}/duplicate   ProductDuplicateBody → AdminProduct (201, at the end)
 *   POST /api/admin/products/{id}/archive     → AdminProduct; /unarchive likewise
 *   DELETE /api/admin/products/{id}           204; 409 when it has sales (archive it instead)
 *   PUT  /api/admin/products/order            ProductOrderBody → AdminProductList
 *   POST /api/admin/products/{id}/images      multipart: `file` + ProductImageUploadFields → ProductImageUploadAnswer (201)
 *   PATCH /api/admin/products/{id}/images/{imageId}   ProductImagePatch → AdminProduct
 *   DELETE /api/admin/products/{id}/images/{imageId}  → AdminProduct
 * Owners change; staff may read. Description, details and terms are sanitized HTML on write.
 */

export const PRODUCT_STATUSES = ['Active', 'Archived'] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES, { error: 'status must be Active or Archived' });
export type ProductStatus = z.infer<typeof productStatusSchema>;

export { PRODUCT_NAME_MAX_LENGTH, PRODUCT_RICH_TEXT_MAX_LENGTH };
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
/** The widths (px) raster images are resized to, as WebP, for the storefront's srcset. */
export const PRODUCT_IMAGE_WIDTHS = [480, 960, 1440] as const;
export const IMAGE_ALT_MAX_LENGTH = 250;

/** GET /api/admin/products?status= — no status: every product, archived last. */
export const productListQuerySchema = z.strictObject({ status: productStatusSchema.optional() });
export type AdminProductListQuery = z.infer<typeof productListQuerySchema>;

const money = productPriceSchema;
const richText = productRichTextSchema;

/** The editable fields (the store file's product fields, minus the live figure and the images), without defaults. */
const productFieldShape = {
  slug: productSlugSchema,
  name: productNameSchema,
  type: productTypeSchema,
  description: richText,
  details: richText,
  terms: richText,
  price: money.nullable(),
  denominations: storeFileProductSchema.shape.denominations.unwrap(),
  showQuantityLimit: z.boolean(),
  quantityLimit: quantityLimitSchema.nullable(),
  hideCustomGiftCardAmounts: z.boolean(),
  /** Custom amounts (when not hidden): the least and most a shopper may choose; null = the store's bounds. */
  customAmountMin: money.nullable(),
  customAmountMax: money.nullable(),
  isShippingEnabled: z.boolean(),
  taxClassId: z.string().min(1).nullable(),
  /** Months each card is valid from purchase; null = the store's expiry policy. */
  validityMonths: giftCardExpirySchema.shape.months,
  /** The texts in the store's further languages (decision 0165); only those the store offers are accepted. */
  translations: productTranslationsSchema,
};

type ProductFieldsLike = { [K in keyof typeof productFieldShape]?: z.output<(typeof productFieldShape)[K]> };

/** Rules across fields. A PATCH checks the fields it sends here, and the server checks the merged product whole. */
function checkProduct(product: ProductFieldsLike, ctx: z.RefinementCtx, whole: boolean) {
  const ids = (product.denominations ?? []).map((d) => d.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i)
      ctx.addIssue({
        code: 'custom',
        path: ['denominations', i, 'id'],
        message: `denomination id "${id}" is used twice`,
      });
  });
  const { customAmountMin: min, customAmountMax: max } = product;
  if (typeof min === 'number' && typeof max === 'number' && min > max)
    ctx.addIssue({
      code: 'custom',
      path: ['customAmountMin'],
      message: 'customAmountMin must not be more than customAmountMax',
    });
  if (product.showQuantityLimit === true && 'quantityLimit' in product && !limitsQuantity(product.quantityLimit))
    ctx.addIssue({
      code: 'custom',
      path: ['quantityLimit'],
      message: 'Enter how many can be sold, or stop showing how many are left.',
    });
  const customAmounts = product.type === 'GiftCard' && product.hideCustomGiftCardAmounts === false;
  if (whole && !customAmounts && product.price === null && product.denominations?.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['denominations'],
      message: 'add a denomination or a price (or allow custom amounts on a gift card)',
    });
}

/** POST /api/admin/products: a whole product; denominations in the order shown. */
export const productBodySchema = z
  .strictObject({
    ...productFieldShape,
    description: richText.default(''),
    details: richText.default(''),
    terms: richText.default(''),
    price: productFieldShape.price.default(null),
    denominations: productFieldShape.denominations.default([]),
    showQuantityLimit: z.boolean().default(false),
    quantityLimit: productFieldShape.quantityLimit.default(null),
    hideCustomGiftCardAmounts: z.boolean().default(false),
    customAmountMin: productFieldShape.customAmountMin.default(null),
    customAmountMax: productFieldShape.customAmountMax.default(null),
    isShippingEnabled: z.boolean().default(false),
    taxClassId: productFieldShape.taxClassId.default(null),
    validityMonths: productFieldShape.validityMonths.default(null),
    translations: productFieldShape.translations.default({}),
  })
  .superRefine((body, ctx) => checkProduct(body, ctx, true));
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductFields = z.output<typeof productBodySchema>;

/** PATCH /api/admin/products/{id}: any of the fields; the server checks the result with productBodySchema. */
export const productPatchSchema = z
  .strictObject(productFieldShape)
  .partial()
  .superRefine((patch, ctx) => checkProduct(patch, ctx, false))
  .refine((patch) => Object.keys(patch).length > 0, 'send at least one field to change');
export type ProductPatch = z.input<typeof productPatchSchema>;

/** POST /api/admin/products/{id}/duplicate: the copy is Active, placed last, named "<name> (copy)" unless given. */
export const productDuplicateBodySchema = z
  .strictObject({ name: productFieldShape.name.optional(), slug: productSlugSchema.optional() })
  .default({});
export type ProductDuplicateBody = z.input<typeof productDuplicateBodySchema>;

/** PUT /api/admin/products/order: every product id of the store, in the order to show. */
export const productOrderBodySchema = z.strictObject({
  ids: z
    .array(z.uuid('must be a product id'))
    .min(1, 'ids must list the products')
    .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat a product'),
});
export type ProductOrderBody = z.infer<typeof productOrderBodySchema>;

export const productImageVariantSchema = imageVariantSchema.extend({ contentType: z.string() });
export type ProductImageVariant = z.infer<typeof productImageVariantSchema>;

/** A design: product §3 image fields, its place (0 first), whether it is the product's main image, and resized copies. */
export const adminProductImageSchema = productImageSchema.extend({
  order: z.number().int(),
  isMain: z.boolean(),
  variants: z.array(productImageVariantSchema),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

const designName = z
  .string()
  .trim()
  .min(1, 'Enter a name shoppers will see, such as "Winter lights".')
  .max(DESIGN_NAME_MAX_LENGTH, `Keep the name to ${DESIGN_NAME_MAX_LENGTH} characters or fewer.`);

const imageAlt = z
  .string()
  .trim()
  .min(1, 'alt text is required')
  .max(IMAGE_ALT_MAX_LENGTH, `alt text must be at most ${IMAGE_ALT_MAX_LENGTH} characters`);

/** The text fields sent with the `file` part of POST /api/admin/products/{id}/images. */
export const productImageUploadFieldsSchema = z.strictObject({
  alt: imageAlt,
  /** What shoppers read ("Design: …"); absent: made from the file's name. */
  name: designName.optional(),
  /** "true" makes it the main image; the first image of a product is main anyway. */
  isMain: z.enum(['true', 'false']).optional(),
});
export type ProductImageUploadFields = z.infer<typeof productImageUploadFieldsSchema>;

/** PATCH /api/admin/products/{id}/images/{imageId}: alt text, place (0 first) or becoming main. */
export const productImagePatchSchema = z
  .strictObject({
    alt: imageAlt.optional(),
    name: designName.optional(),
    order: z.number().int().min(0, 'order must be 0 or more').optional(),
    isMain: z.literal(true).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Send a name, alt text, place or isMain.');
export type ProductImagePatch = z.infer<typeof productImagePatchSchema>;

/** The full product the dashboard edits. quantitySold is read-only (live figure); hasSales forbids deleting. */
export const adminProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  type: productTypeSchema,
  status: productStatusSchema,
  position: z.number().int(),
  description: z.string(),
  details: z.string(),
  terms: z.string(),
  imageSrc: z.string().nullable(),
  imageAlt: z.string(),
  images: z.array(adminProductImageSchema),
  price: z.number().nullable(),
  denominations: productFieldShape.denominations,
  showQuantityLimit: z.boolean(),
  quantityLimit: z.number().int().nullable(),
  quantitySold: z.number().int(),
  hideCustomGiftCardAmounts: z.boolean(),
  customAmountMin: z.number().nullable(),
  customAmountMax: z.number().nullable(),
  isShippingEnabled: z.boolean(),
  taxClassId: z.string().nullable(),
  validityMonths: z.number().int().nullable(),
  translations: productTranslationsSchema,
  hasSales: z.boolean(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A row of the product list. priceRange is null when the product has neither price nor denominations. */
export const adminProductListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  type: productTypeSchema,
  status: productStatusSchema,
  position: z.number().int(),
  priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  mainImage: z.object({ src: z.string(), alt: z.string() }).nullable(),
  quantitySold: z.number().int(),
  hasSales: z.boolean(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;

export const adminProductListSchema = z.object({ products: z.array(adminProductListItemSchema) });
export type AdminProductList = z.infer<typeof adminProductListSchema>;

/** The answer to an upload: the new image and the product as it now is. */
export const productImageUploadAnswerSchema = z.object({ image: adminProductImageSchema, product: adminProductSchema });
export type ProductImageUploadAnswer = z.infer<typeof productImageUploadAnswerSchema>;

const adminProductMoney = {
  price: 'money',
  customAmountMin: 'money',
  customAmountMax: 'money',
  denominations: [{ price: 'money' }],
} as const satisfies MoneyPaths<AdminProduct>;
const listItemMoney = {
  priceRange: { min: 'money', max: 'money' },
} as const satisfies MoneyPaths<AdminProductListItem>;
/** The wire's decimal prices ⇄ minor units, for the dashboard. */
export const adminProductCodec = perCurrency((currency) => moneyCodec(adminProductSchema, adminProductMoney, currency));
export const adminProductListCodec = perCurrency((currency) =>
  moneyCodec(adminProductListSchema, { products: [listItemMoney] }, currency),
);
