import { z } from 'zod';
import { giftDetailsSchema } from './gift-details.ts';
import { productTypeSchema } from './product.ts';

/** SPEC §3 Cart item as kept in localStorage under giftcard_cart. */
export const cartProductSchema = z.object({
  id: z.string().min(1),
  slug: z.string().min(1),
  name: z.string(),
  type: productTypeSchema,
  imageSrc: z.string().nullable().default(null),
  imageAlt: z.string().default(''),
  isShippingEnabled: z.boolean().default(false),
  /** The product's tax class (SPEC §3 taxClasses), so the checkout prices tax as the server does; carts stored before it read as null. */
  taxClassId: z.string().nullable().default(null),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartDenominationSchema = z.object({
  id: z.string().min(1),
  price: z.number().finite().positive(),
  label: z.string(),
  isCustom: z.boolean().optional(),
});
export type CartDenomination = z.infer<typeof cartDenominationSchema>;

export const themeSchema = z.object({
  id: z.string(),
  name: z.string(),
  src: z.string(),
  alt: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;

export const cartItemSchema = z.object({
  id: z.string().min(1),
  product: cartProductSchema,
  quantity: z.number().int().min(1),
  imageUrl: z.string().default(''),
  options: z.object({
    denomination: cartDenominationSchema,
    packageOption: z.object({ name: z.string() }).nullish(),
    theme: themeSchema.nullish(),
    giftDetails: giftDetailsSchema.nullish(),
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const CART_STORAGE_VERSION = 1;
export const storedCartSchema = z.object({
  version: z.literal(CART_STORAGE_VERSION),
  items: z.array(cartItemSchema),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

/** The custom-amount denomination id carries no price: the server reads the price from the line. */
export const CUSTOM_DENOMINATION_PREFIX = 'custom';
export const isCustomDenominationId = (id: string): boolean => id === CUSTOM_DENOMINATION_PREFIX || id.startsWith(`${CUSTOM_DENOMINATION_PREFIX}-`);
