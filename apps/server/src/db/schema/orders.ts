import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
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
    /** The shopper's language at checkout or top-up (issue 29): its emails, the recipient's page and PDF are in it. */
    language: text('language').notNull().default('en'),
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
    /** Why the order needs a person's look (a dispute opened, say); kept after it is cleared. */
    reviewReason: text('review_reason'),
    reviewClearedAt: timestamp('review_cleared_at', { withTimezone: true }),
    reviewClearedBy: text('review_cleared_by'),
    reviewNote: text('review_note'),
    /** A chargeback the card's bank opened (Stripe's charge.dispute.created). */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeReason: text('dispute_reason'),
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
  (t) => [
    index('orders_store').on(t.storeId, t.createdAt),
    check('orders_total_non_negative', sql`${t.totalMinor} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
  (t) => [
    index('order_lines_order').on(t.orderId),
    index('order_lines_product').on(t.productId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Money given back for an order, by an owner here or at the provider (learnt from its webhook).
 * The provider's refund id is unique, so a refund made here and announced by the webhook too is
 * recorded once (docs/decisions/0020).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** What went back to the buyer: the provider's part plus what returned to paying gift cards. */
    amountMinor: integer('amount_minor').notNull(),
    providerAmountMinor: integer('provider_amount_minor').notNull(),
    giftCardsAmountMinor: integer('gift_cards_amount_minor').notNull().default(0),
    /** What the store bore: value refunded beyond what was left on the order's cards. */
    lossMinor: integer('loss_minor').notNull().default(0),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    lineIds: jsonb('line_ids').$type<string[]>().notNull().default([]),
    /** The value taken back from each of the order's cards (voided or reduced), by card id. */
    cardValues: jsonb('card_values').$type<Record<string, number>>().notNull().default({}),
    providerRefundId: text('provider_refund_id').unique(),
    /** A refund as store credit (issue 31): the card that took it instead of the payment. */
    storeCreditCardId: uuid('store_credit_card_id'),
    /** The dashboard's Idempotency-Key for a refund as store credit: a retry finds this refund. */
    idempotencyKey: text('idempotency_key'),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order').on(t.orderId),
    check('order_refunds_source', sql`${t.source} in ('dashboard', 'provider', 'store-credit')`),
    unique('order_refunds_store_idempotency_key').on(t.storeId, t.idempotencyKey),
    check(
      'order_refunds_amounts',
      sql`${t.amountMinor} >= 0 and ${t.providerAmountMinor} >= 0 and ${t.giftCardsAmountMinor} >= 0 and ${t.lossMinor} >= 0`,
    ),
  ],
);
