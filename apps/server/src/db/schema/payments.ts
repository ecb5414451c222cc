import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The id the browser sees (pi_...). */
    providerIntentId: text('provider_intent_id').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    kind: text('kind').notNull().default('order'),
    topupGiftCardId: uuid('topup_gift_card_id'),
    /** The order as the server priced it at ValidateOrder; fulfilment reads only this. */
    validatedOrder: jsonb('validated_order').$type<Record<string, unknown>>(),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    cardLast4: text('card_last4'),
    /** The card's brand as the provider names it (visa, mastercard…), when it says. */
    cardBrand: text('card_brand'),
    /** The provider's fraud assessment of the charge (Stripe's outcome.risk_level), when it gives one. */
    riskLevel: text('risk_level'),
    lastError: text('last_error'),
    /**
     * A paid intent whose order could not be fulfilled is refunded (docs/decisions/0008):
     * 'pending' from the moment that is decided until the provider confirms, then 'refunded'.
     */
    refundStatus: text('refund_status'),
    /** The provider's refund id (re_… at Stripe, re_sb_… in the sandbox). */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** What the provider says it gave back, set with 'refunded': minor units of refunded_currency. */
    refundedAmountMinor: integer('refunded_amount_minor'),
    refundedCurrency: text('refunded_currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_intents_amount_non_negative', sql`${t.amountMinor} >= 0`),
    check('payment_intents_kind', sql`${t.kind} in ('order', 'topup')`),
    check('payment_intents_refund_status', sql`${t.refundStatus} in ('pending', 'refunded')`),
    check('payment_intents_refunded_amount_non_negative', sql`${t.refundedAmountMinor} >= 0`),
    // The refund retry task reads only the few refunds still pending.
    index('payment_intents_refund_pending')
      .on(t.updatedAt)
      .where(sql`${t.refundStatus} = 'pending'`),
  ],
);

/** Provider event ids already handled: a duplicate webhook is a no-op. */
export const processedEvents = pgTable('processed_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
