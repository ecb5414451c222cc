import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

/** What to send to whom and when; unique per subject and kind so each mail is sent once. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The order id for receipts, the gift card id for gift emails, the intent for top-up receipts. */
    subjectId: uuid('subject_id').notNull(),
    recipient: text('recipient').notNull(),
    /**
     * What the mail needs that the database keeps nowhere readable, such as the one-time link
     * of an invitation (its token is stored only hashed). Erased once the delivery is finished.
     */
    payload: jsonb('payload').$type<Record<string, string>>(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Times the stalled-delivery sweep gave it a new job (its old one had died without an outcome). */
    requeues: integer('requeues').notNull().default(0),
    lastError: text('last_error'),
    /** The subject of the mail as composed for its last send: the order page lists it. */
    subject: text('subject'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set (by the database clock) on every change of state, claim or error: how the sweep tells a stalled row. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('deliveries_subject_kind').on(t.subjectId, t.kind),
    index('deliveries_due').on(t.state, t.sendAt),
    check(
      'deliveries_state',
      sql`${t.state} in ('pending', 'sending', 'sent', 'failed', 'bounced', 'skipped', 'cancelled')`,
    ),
  ],
);

/** Development outbox: mail lands here when no SMTP_URL is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The store the mail was sent for: /dev/mailbox on a store's host lists only its mail. Null for mail kept before stores were recorded. */
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id'),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Headers the message carries beyond the usual, as SMTP would send them (a reminder's List-Unsubscribe). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_store').on(t.storeId, t.createdAt)],
);
