import { eq } from 'drizzle-orm';
import type { StoreSettings } from '@giftfront/domain/branding';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';

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
