import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { giftCards } from './gift-cards.ts';
import { stores } from './stores.ts';

/**
 * Cards whose holder clicked "stop reminders" (modules/reminders, RFC 8058 one-click): no more
 * balance reminders for that card. Which reminders were sent is the deliveries' unique
 * (subject, kind): once per card and reason, across instances.
 */
export const balanceReminderOptOuts = pgTable('balance_reminder_opt_outs', {
  giftCardId: uuid('gift_card_id')
    .primaryKey()
    .references(() => giftCards.id, { onDelete: 'cascade' }),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
