import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';

// A read model over the stores table (stores owns it and imports catalog, so catalog reads it here).

/** The store's catalogue version: triggers raise it with every change a shopper would see (decision 0040). */
export async function catalogVersion(db: Executor, storeId: string): Promise<number> {
  const [row] = await db.select({ version: stores.catalogVersion }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row?.version ?? 0;
}
