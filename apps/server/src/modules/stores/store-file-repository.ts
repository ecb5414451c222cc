import { eq, sql } from 'drizzle-orm';
import type { StoreSettings } from '@giftfront/domain/branding';
import type { Transaction } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';

/** What a store file sets on the store itself (the store-file module's import). */
export type StoreFileValues = { status: string; settings: StoreSettings; customEmbedScript: string | null };

export async function findStoreIdBySlug(tx: Transaction, slug: string): Promise<string | null> {
  const [row] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug)).limit(1);
  return row?.id ?? null;
}

export async function updateStoreFromFile(tx: Transaction, storeId: string, values: StoreFileValues): Promise<void> {
  await tx
    .update(stores)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stores.id, storeId));
}

export async function insertStoreFromFile(tx: Transaction, slug: string, values: StoreFileValues): Promise<string> {
  const [row] = await tx
    .insert(stores)
    .values({ slug, ...values })
    .returning({ id: stores.id });
  return row!.id;
}
