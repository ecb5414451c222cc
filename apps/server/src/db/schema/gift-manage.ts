import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { giftCards } from './gift-cards.ts';
import { stores } from './stores.ts';

/**
 * What a buyer changed through their "manage my gift" link (modules/manage-gift): counts the
 * resends (at most 3 per gift) and is the subject of the confirmation email each change sends.
 */
export const giftManageChanges = pgTable(
  'gift_manage_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    /** 'recipient', 'schedule', 'send-now' or 'resend'. */
    action: text('action').notNull(),
    /** What the confirmation email says changed (names, addresses, the moment): never a code. */
    detail: jsonb('detail').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_manage_changes_card').on(t.giftCardId, t.action)],
);
