import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * What the key may do (@giftfront/domain/admin/api-key-scopes). Keys made before scopes
     * existed could look cards up and redeem: the default keeps exactly that (decision 0090).
     */
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{gift_cards:read,redemptions}'::text[]`),
    createdById: uuid('created_by_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Kept apart from the id so the list still names a person who has left. */
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_store').on(t.storeId, t.createdAt)],
);

/**
 * The first answer to each Idempotency-Key a key sent with a POST (decision 0090): the same key
 * and body answer it again, another body is refused. Scoped per API key (and so per store);
 * removed after the retention (IDEMPOTENCY_RETENTION_HOURS) by a periodic task.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The method, path and SHA-256 of the body: what "the same request" means. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being answered. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);
