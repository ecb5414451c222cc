import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentSettings, StoreSettings } from '@giftfront/domain/branding';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';

export interface StoreRecord {
  id: string;
  slug: string;
  status: string;
  settings: StoreSettings;
  customEmbedScript: string | null;
}

export async function findStoreBySlug(db: Executor, slug: string): Promise<StoreRecord | null> {
  const [row] = await db
    .select({
      id: stores.id,
      slug: stores.slug,
      status: stores.status,
      settings: stores.settings,
      customEmbedScript: stores.customEmbedScript,
    })
    .from(stores)
    .where(eq(stores.slug, slug))
    .limit(1);
  return row ?? null;
}

/** A store by its id (an event's store, a background task's). */
export async function findStoreById(db: Executor, storeId: string): Promise<StoreRecord | null> {
  const [row] = await db
    .select({
      id: stores.id,
      slug: stores.slug,
      status: stores.status,
      settings: stores.settings,
      customEmbedScript: stores.customEmbedScript,
    })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ?? null;
}

export async function countStores(db: Executor): Promise<number> {
  const rows = await db.select({ id: stores.id }).from(stores).limit(1);
  return rows.length;
}

/** Every store's slug and settings, by slug (checks at start). */
export async function listStoreSettings(db: Executor): Promise<Array<Pick<StoreRecord, 'id' | 'slug' | 'settings'>>> {
  return db
    .select({ id: stores.id, slug: stores.slug, settings: stores.settings })
    .from(stores)
    .orderBy(asc(stores.slug));
}

/** The store's notification address (store file `notifications.email`), or null when it has none. */
export async function findNotificationEmail(db: Executor, storeId: string): Promise<string | null> {
  return (await findStoreSettings(db, storeId))?.notifications?.email?.trim() || null;
}

/** A store's settings by its id (null when there is no such store). */
export async function findStoreSettings(db: Executor, storeId: string): Promise<StoreSettings | null> {
  const [row] = await db.select({ settings: stores.settings }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row?.settings ?? null;
}

/**
 * Replaces a store's notification settings, leaving the rest of its settings as they are; the row
 * is locked so the answer's `before` is what this change replaced. Null when there is no such store.
 */
export async function replaceNotificationSettings(
  db: Executor,
  storeId: string,
  next: { email: string | null; dailySummary: boolean },
) {
  const [row] = await db.select({ settings: stores.settings }).from(stores).where(eq(stores.id, storeId)).for('update');
  if (!row) return null;
  await db
    .update(stores)
    .set({
      settings: sql`jsonb_set(${stores.settings}, '{notifications}', ${JSON.stringify(next)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(stores.id, storeId));
  return {
    before: {
      email: row.settings.notifications?.email?.trim() || null,
      dailySummary: row.settings.notifications?.dailySummary ?? false,
    },
  };
}

/**
 * Replaces a store's payment settings (store file `payment`), leaving the rest as they are; the row
 * is locked so `before` is what this change replaced. Null when there is no such store.
 */
export async function replacePaymentSettings(db: Executor, storeId: string, next: PaymentSettings) {
  const [row] = await db.select({ settings: stores.settings }).from(stores).where(eq(stores.id, storeId)).for('update');
  if (!row) return null;
  await db
    .update(stores)
    .set({
      settings: sql`jsonb_set(${stores.settings}, '{payment}', ${JSON.stringify(next)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(stores.id, storeId));
  return { before: row.settings.payment };
}

export async function storeSlugs(db: Executor, storeIds: string[]): Promise<Map<string, string>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db.select({ id: stores.id, slug: stores.slug }).from(stores).where(inArray(stores.id, storeIds));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/** The slug of the store a mail is for: its folder of mail files in development. */
export async function storeSlugOf(db: Executor, storeId: string): Promise<string | null> {
  const [row] = await db.select({ slug: stores.slug }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row?.slug ?? null;
}
