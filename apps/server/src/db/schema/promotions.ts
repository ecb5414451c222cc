import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { giftCards } from './gift-cards.ts';
import { stores } from './stores.ts';

/**
 * A store's bonus credit rules (issue 31, decision 0145), owned by modules/promotions: "when an
 * order's money gift cards total at least minimum_minor, add bonus_value (minor units, or a whole
 * percentage) of bonus credit", between starts_on and ends_on (the store's days, both included).
 */
export const bonusRules = pgTable(
  'bonus_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minimumMinor: integer('minimum_minor').notNull(),
    bonusType: text('bonus_type').notNull(),
    bonusValue: integer('bonus_value').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    validMonths: integer('valid_months').notNull().default(3),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bonus_rules_store').on(t.storeId, t.startsOn),
    check('bonus_rules_type', sql`${t.bonusType} in ('amount', 'percent')`),
    check('bonus_rules_value_positive', sql`${t.bonusValue} > 0 and ${t.minimumMinor} > 0`),
    check('bonus_rules_dates', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** Each card's bonus from an order: one per order and card, so fulfilment retried never gives it twice. */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    bonusRuleId: uuid('bonus_rule_id').references(() => bonusRules.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').notNull(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('bonus_grants_order_card').on(t.orderId, t.giftCardId), index('bonus_grants_rule').on(t.bonusRuleId)],
);
