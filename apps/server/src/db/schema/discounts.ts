import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
