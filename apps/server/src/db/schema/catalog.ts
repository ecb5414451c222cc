import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductTranslations } from '@giftfront/domain/merchant-translations';
import { stores } from './stores.ts';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    details: text('details').notNull().default(''),
    terms: text('terms').notNull().default(''),
    imageSrc: text('image_src'),
    imageAlt: text('image_alt').notNull().default(''),
    priceMinor: integer('price_minor'),
    showQuantityLimit: boolean('show_quantity_limit').notNull().default(false),
    quantityLimit: integer('quantity_limit'),
    quantitySold: integer('quantity_sold').notNull().default(0),
    hideCustomAmounts: boolean('hide_custom_amounts').notNull().default(false),
    /** The product's own bounds for custom amounts; null = the store's (custom-amount.ts). */
    customAmountMinMinor: integer('custom_amount_min_minor'),
    customAmountMaxMinor: integer('custom_amount_max_minor'),
    isShippingEnabled: boolean('is_shipping_enabled').notNull().default(false),
    taxClassId: text('tax_class_id'),
    /** Months each card is valid from purchase; null = the store's expiry policy (gift-card-expiry.ts). */
    validityMonths: integer('validity_months'),
    position: integer('position').notNull().default(0),
    /** The merchant's texts in the store's further languages, by language (decision 0165); absent texts fall back to the columns above. */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    /** Set when archived: off the storefront and not for sale, kept for its orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('products_store_slug').on(t.storeId, t.slug),
    index('products_store_type').on(t.storeId, t.type, t.position),
    check('products_type', sql`${t.type} in ('GiftCard', 'Voucher')`),
    check(
      'products_sold_within_limit',
      sql`${t.quantityLimit} is null or ${t.quantityLimit} <= 0 or ${t.quantitySold} <= ${t.quantityLimit}`,
    ),
    check('products_sold_non_negative', sql`${t.quantitySold} >= 0`),
    check(
      'products_custom_amount_bounds',
      sql`${t.customAmountMinMinor} is null or ${t.customAmountMaxMinor} is null or ${t.customAmountMinMinor} <= ${t.customAmountMaxMinor}`,
    ),
  ],
);

export const denominations = pgTable(
  'denominations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    priceMinor: integer('price_minor').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.id] }),
    check('denominations_price_positive', sql`${t.priceMinor} > 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    alt: text('alt').notNull().default(''),
    src: text('src').notNull(),
    position: integer('position').notNull().default(0),
    /** Resized WebP copies for srcset: [{ width, src, contentType }] (docs/decisions/0022-product-images-and-rich-text.md). */
    variants: jsonb('variants').$type<{ width: number; src: string; contentType: string }[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.productId, t.id] })],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Upper-cased; codes are matched ignoring case. */
    code: text('code').notNull(),
    status: text('status').notNull().default('Active'),
    discountType: text('discount_type').notNull(),
    /** Basis points for percent types, minor units for fixed ones. */
    value: integer('value').notNull(),
    description: text('description'),
    minimumQuantity: integer('minimum_quantity').notNull().default(0),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** The least order subtotal (minor units) the code takes; null for none (decision 0078). */
    minimumOrderMinor: integer('minimum_order_minor'),
    /** Each customer email may use the code once (uses in discount_code_email_uses). */
    oncePerEmail: boolean('once_per_email').notNull().default(false),
    /** The name of the batch the code was generated in (e.g. a newsletter), for its CSV; null for one made alone. */
    batch: text('batch'),
    /** The products (ids) the code takes money off; null for every product (issue 25). */
    productIds: jsonb('product_ids').$type<string[]>(),
  },
  (t) => [
    unique('discount_codes_store_code').on(t.storeId, t.code),
    check('discount_codes_value_positive', sql`${t.value} > 0`),
    check('discount_codes_usage', sql`${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit}`),
  ],
);
