import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

/**
 * Append-only (a trigger refuses UPDATE and DELETE): who did what to what, with the figures
 * before and after, written in the transaction of the change it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    actorKind: text('actor_kind').notNull(),
    /** The staff member or API key; null for the system and for anonymous attempts. */
    actorId: uuid('actor_id'),
    /** As the actor was named then: entries outlive people and keys. */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_store_time').on(t.storeId, t.createdAt, t.id),
    index('audit_log_store_actor').on(t.storeId, t.actorId),
    index('audit_log_store_action').on(t.storeId, t.action),
    check('audit_log_actor_kind', sql`${t.actorKind} in ('staff', 'key', 'system', 'anonymous')`),
  ],
);
