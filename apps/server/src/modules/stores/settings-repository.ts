import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { StoreSettings } from '@giftfront/domain/branding';
import type { Executor } from '../../db/client.ts';
import { orders, products, stores } from '../../db/schema/index.ts';

export interface StoredSettings {
  settings: StoreSettings;
  customEmbedScript: string | null;
}

/** A store's settings and embed script; `forUpdate` locks the row so a change's `before` is what it replaced. */
export async function findStoredSettings(
  db: Executor,
  storeId: string,
  { forUpdate = false } = {},
): Promise<StoredSettings | null> {
  const query = db
    .select({ settings: stores.settings, customEmbedScript: stores.customEmbedScript })
    .from(stores)
    .where(eq(stores.id, storeId));
  const [row] = forUpdate ? await query.for('update') : await query.limit(1);
  return row ?? null;
}

export async function replaceStoredSettings(db: Executor, storeId: string, next: StoredSettings): Promise<void> {
  await db
    .update(stores)
    .set({ settings: next.settings, customEmbedScript: next.customEmbedScript, updatedAt: new Date() })
    .where(eq(stores.id, storeId));
}

/** Whether the store has taken any order or top-up (its currency is then fixed). */
export async function storeHasOrders(db: Executor, storeId: string): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, storeId)).limit(1);
  return rows.length > 0;
}

/** The store's products whose tax class is not one of `taxClassIds`, by position. */
export async function productsOutsideTaxClasses(
  db: Executor,
  storeId: string,
  taxClassIds: string[],
): Promise<{ name: string; taxClassId: string }[]> {
  const rows = await db
    .select({ name: products.name, taxClassId: products.taxClassId })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        isNotNull(products.taxClassId),
        taxClassIds.length ? notInArray(products.taxClassId, taxClassIds) : undefined,
      ),
    )
    .orderBy(asc(products.position));
  return rows.map((row) => ({ name: row.name, taxClassId: row.taxClassId! }));
}
