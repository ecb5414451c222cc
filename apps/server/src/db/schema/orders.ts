import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    /** One order per payment: fulfilment is exactly once. */
    paymentIntentId: uuid('payment_intent_id').notNull().unique(),
    kind: text('kind').notNull().default('order'),
    customer: jsonb('customer').$type<Record<string, unknown>>().notNull(),
    deliveryMethod: text('delivery_method').notNull().default('Email'),
    shippingOptionId: text('shipping_option_id'),
    shippingOptionName: text('shipping_option_name'),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown> | null>(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    feesMinor: integer('fees_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    giftCardsMinor: integer('gift_cards_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    /** Fees, discounts and gift card payments as priced. */
    pricing: jsonb('pricing').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('paid'),
    /** Postal fulfilment: when, how and by whom the cards were posted (docs/decisions/0017). */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    shippedBy: text('shipped_by'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Collection fulfilment: when and by whom the buyer collected the cards. */
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    collectedBy: text('collected_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_store').on(t.storeId, t.createdAt), check('orders_total_non_negative', sql`${t.totalMinor} >= 0`)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    denominationId: text('denomination_id').notNull(),
    productName: text('product_name').notNull(),
    productType: text('product_type').notNull(),
    denominationLabel: text('denomination_label').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
    imageUrl: text('image_url'),
    design: jsonb('design').$type<Record<string, unknown> | null>(),
    giftDetails: jsonb('gift_details').$type<Record<string, unknown> | null>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('order_lines_order').on(t.orderId), check('order_lines_quantity_positive', sql`${t.quantity} > 0`)],
);
