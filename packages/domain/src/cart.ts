import { z } from 'zod';
import { giftDetailsSchema } from './gift-details.ts';
import { moneyCodec, perCurrency } from './money-codec.ts';
import { cartItemMoney, type Inside } from './money-paths.ts';
import { productTypeSchema } from './product.ts';

/**
 * product §3 Cart item. Inside the storefront its price is minor units (cartItemSchema); in
 * localStorage under giftcard_cart it keeps the API's decimal (storedCartItemCodec), the shape
 * earlier versions stored.
 */
export const cartProductSchema = z.object({
  id: z.string().min(1),
  slug: z.string().min(1),
  name: z.string(),
  type: productTypeSchema,
  imageSrc: z.string().nullable().default(null),
  imageAlt: z.string().default(''),
  isShippingEnabled: z.boolean().default(false),
  /** The product's tax class (product §3 taxClasses), so the checkout prices tax as the server does; carts stored before it read as null. */
  taxClassId: z.string().nullable().default(null),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

const cartDenominationShape = (price: z.ZodNumber) =>
  z.object({
    id: z.string().min(1),
    price,
    label: z.string(),
    isCustom: z.boolean().optional(),
  });
const minorPrice = z.number().int().positive();
export const cartDenominationSchema = cartDenominationShape(minorPrice);
/** A chosen option inside: its price in `MinorUnits`. */
export type CartDenomination = Inside<z.infer<typeof cartDenominationSchema>, { price: 'money' }>;

export const themeSchema = z.object({
  id: z.string(),
  name: z.string(),
  src: z.string(),
  alt: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;

const cartItemShape = (price: z.ZodNumber) =>
  z.object({
    id: z.string().min(1),
    product: cartProductSchema,
    quantity: z.number().int().min(1),
    imageUrl: z.string().default(''),
    options: z.object({
      denomination: cartDenominationShape(price),
      packageOption: z.object({ name: z.string() }).nullish(),
      theme: themeSchema.nullish(),
      giftDetails: giftDetailsSchema.nullish(),
    }),
  });
/** A cart line inside the storefront: its price in minor units of the store's currency. */
export const cartItemSchema = cartItemShape(minorPrice);
/** A cart line inside: its option's price in `MinorUnits` of the store's currency. */
export type CartItem = Inside<z.infer<typeof cartItemSchema>, typeof cartItemMoney>;

/** A line as stored (decimal price) ⇄ the line inside (minor units of the store's currency). */
const storedCartItemSchema = cartItemShape(z.number().finite().positive());
export const storedCartItemCodec = perCurrency((currency) =>
  moneyCodec(storedCartItemSchema, cartItemMoney, currency, cartItemSchema),
);
export type StoredCartItem = z.input<typeof storedCartItemSchema>;

export const CART_STORAGE_VERSION = 1;
/** The stored envelope; its lines are decoded one by one, so one bad line does not cost the others. */
export interface StoredCart {
  version: typeof CART_STORAGE_VERSION;
  items: unknown[];
}

/** The custom-amount denomination id carries no price: the server reads the price from the line. */
export const CUSTOM_DENOMINATION_PREFIX = 'custom';
export const isCustomDenominationId = (id: string): boolean =>
  id === CUSTOM_DENOMINATION_PREFIX || id.startsWith(`${CUSTOM_DENOMINATION_PREFIX}-`);
