import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { giftCards } from './gift-cards.ts';
import { stores } from './stores.ts';

/** A recipient's thank-you to the buyer (issue 30): one per card, its primary key says so. */
export const giftThankYous = pgTable('gift_thank_yous', {
  giftCardId: uuid('gift_card_id')
    .primaryKey()
    .references(() => giftCards.id, { onDelete: 'cascade' }),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
