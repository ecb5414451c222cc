import { boolean, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

/**
 * A batch of money cards issued at once by an owner (issue 31, modules/batches): for a company's
 * staff, or card stock printed ahead and activated at the counter (`inactive`). Its cards point
 * back with gift_cards.batch_id.
 */
export const giftCardBatches = pgTable(
  'gift_card_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    /** Each card's value; null for inactive card stock (the amount comes at activation). */
    amountMinor: integer('amount_minor'),
    currency: text('currency').notNull(),
    prefix: text('prefix'),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Given away (a promotion) rather than sold: its cards hold their value as promotional credit (decision 0161). */
    promotional: boolean('promotional').notNull().default(false),
    inactive: boolean('inactive').notNull().default(false),
    /** Who issued it, as named then. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_batches_store_created').on(t.storeId, t.createdAt)],
);

/**
 * Card stock activated at the counter (POST /api/admin/activations): who activated which card for
 * how much. The Idempotency-Key is unique per store, so a till's retry finds its activation.
 */
export const cardActivations = pgTable(
  'card_activations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    giftCardId: uuid('gift_card_id').notNull(),
    batchId: uuid('batch_id').references(() => giftCardBatches.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor').notNull(),
    actor: text('actor').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('card_activations_store_key').on(t.storeId, t.idempotencyKey),
    unique('card_activations_card').on(t.giftCardId),
  ],
);
