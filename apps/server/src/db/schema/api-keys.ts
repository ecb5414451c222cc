import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff.ts';
import { stores } from './stores.ts';

/** Keys for point-of-sale systems: shown once, kept as a SHA-256, found by their prefix. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, unique: the lookup before the hash is compared. */
    prefix: text('prefix').notNull().unique(),
    keyHash: text('key_hash').notNull(),
    createdById: uuid('created_by_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Kept apart from the id so the list still names a person who has left. */
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_store').on(t.storeId, t.createdAt)],
);
