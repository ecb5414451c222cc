import { z } from 'zod';
import { moneyCodec, perCurrency } from './money-codec.ts';
import { productListMoney, productMoney, type Inside } from './money-paths.ts';
import { productPriceSchema } from './product-fields.ts';

/**
 * product §3 Product, as the API serves it. Prices are decimal numbers in the store's currency;
 * inside the storefront they are minor units (productCodec, money-paths.ts).
 */
export const PRODUCT_TYPES = ['GiftCard', 'Voucher'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

export const denominationSchema = z.object({
  id: z.string().min(1, 'Each amount needs an id.'),
  price: productPriceSchema,
  label: z.string().trim().min(1, 'Enter a label, such as "$50 gift card".'),
});
export type Denomination = z.infer<typeof denominationSchema>;

/** A resized copy of an uploaded design (WebP at one of PRODUCT_IMAGE_WIDTHS), for srcset. */
export const imageVariantSchema = z.object({ width: z.number().int().positive(), src: z.string().min(1) });
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** product §3's image, and (beyond product §3) its resized copies: none for an SVG or a design of an older version. */
export const productImageSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  alt: z.string(),
  src: z.string().min(1),
  variants: z.array(imageVariantSchema).optional(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  type: productTypeSchema,
  description: z.string(),
  details: z.string(),
  terms: z.string(),
  imageSrc: z.string().nullable(),
  imageAlt: z.string(),
  images: z.array(productImageSchema),
  price: z.number().nullable(),
  denominations: z.array(denominationSchema),
  showQuantityLimit: z.boolean(),
  quantityLimit: z.number().int().nullable(),
  quantitySold: z.number().int(),
  hideCustomGiftCardAmounts: z.boolean(),
  /** The product's own custom amount bounds (narrowing the store's); absent or null = the store's. */
  customAmountMin: z.number().nullable().optional(),
  customAmountMax: z.number().nullable().optional(),
  isShippingEnabled: z.boolean(),
  taxClassId: z.string().nullable(),
  /** Months a card of this product is valid from purchase; absent or null = the store's policy (gift-card-expiry.ts). */
  validityMonths: z.number().int().nullable().optional(),
});
/** A product; inside the storefront its prices are minor units of the store's currency. */
export type ProductWire = z.infer<typeof productSchema>;
/** A product inside: its prices `MinorUnits` of the store's currency (decision 0175). */
export type Product = Inside<ProductWire, typeof productMoney>;
/** The API's product ⇄ the product inside (prices in minor units of `currency`). */
export const productCodec = perCurrency((currency) => moneyCodec(productSchema, productMoney, currency));
export const productListCodec = perCurrency((currency) =>
  moneyCodec(z.array(productSchema), productListMoney, currency),
);

export const productListQuerySchema = z.object({
  type: z
    .union([z.literal(''), productTypeSchema], {
      error: 'type must be empty, GiftCard or Voucher',
    })
    .default(''),
});

export const productSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case letters, digits and dashes');

// The rules live in a zod-free module so the storefront's home route can use them without
// loading zod; they are re-exported here for everyone else.
export { allowsCustomAmount, availability, productPath, productPrices } from './product-rules.ts';
