import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoreSettings } from '@giftfront/domain/branding';

export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  status: text('status').notNull().default('Active'),
  /** The branding object of product §3, as validated by storeSettingsSchema. */
  settings: jsonb('settings').$type<StoreSettings>().notNull(),
  customEmbedScript: text('custom_embed_script'),
  /**
   * Goes up with every change to the store's catalogue as shoppers see it (products, amounts,
   * designs; not the sold count), by triggers: the listing cache is keyed on it (decision 0040).
   */
  catalogVersion: integer('catalog_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
