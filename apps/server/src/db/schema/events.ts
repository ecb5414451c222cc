import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

/**
 * The transactional outbox (issue 28, docs/decisions/0060): one row per change to a card, an
 * order or a delivery, written in the transaction of the change. Never a full gift card code.
 * `relayed_at` is set once the event has been handed to pg-boss for its consumers.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order, for relaying and for polling after an event. */
    position: bigserial('position', { mode: 'number' }).notNull().unique(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    giftCardId: uuid('gift_card_id'),
    /** 1, 2, 3 … per card: consumers apply a card's events in this order. */
    cardSequence: integer('card_sequence'),
    orderId: uuid('order_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    relayedAt: timestamp('relayed_at', { withTimezone: true }),
    /**
     * The writing transaction's id: the activity stream shows only events whose transaction is
     * older than every running one, so a poller never steps past an event committed late (0091).
     */
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
  },
  (t) => [
    unique('events_card_sequence').on(t.giftCardId, t.cardSequence),
    index('events_store_position').on(t.storeId, t.position),
    index('events_store_stream').on(t.storeId, t.txId, t.position),
    index('events_unrelayed')
      .on(t.position)
      .where(sql`${t.relayedAt} is null`),
  ],
);

/** The last sequence number given to each card's events; its row lock orders a card's writers. */
export const cardEventSequences = pgTable('card_event_sequences', {
  giftCardId: uuid('gift_card_id').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});
