import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { discountCodes } from './catalog.ts';
import { paymentIntents } from './payments.ts';

/**
 * One use of a discount code held for a validated payment (docs/decisions/0003): a code limited
 * to N uses never has more than N used and live reservations together. 'held' counts while
 * expires_at is ahead; payment makes it 'consumed' (times_used + 1), a failed or re-validated
 * payment 'released'.
 */
export const discountReservations = pgTable(
  'discount_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    paymentIntentId: uuid('payment_intent_id')
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discount_reservations_code').on(t.discountCodeId, t.status, t.expiresAt),
    index('discount_reservations_intent').on(t.paymentIntentId),
    check('discount_reservations_status', sql`${t.status} in ('held', 'consumed', 'released')`),
  ],
);

/**
 * Who used a code that is once per customer email (decision 0078): one row per code and
 * lower-cased email, written when the order is paid; the unique pair refuses a second use.
 */
export const discountCodeEmailUses = pgTable(
  'discount_code_email_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    paymentIntentId: uuid('payment_intent_id').references(() => paymentIntents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('discount_code_email_uses_code_email').on(t.discountCodeId, t.email)],
);
