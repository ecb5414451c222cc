import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, stores } from '../../db/schema/index.ts';

export interface StoreListing {
  slug: string;
  name: string;
  status: string;
  productCount: number;
}

/** Every store with its company name, status and number of products, by slug. */
export async function listStores(db: Executor): Promise<StoreListing[]> {
  const rows = await db
    .select({ slug: stores.slug, settings: stores.settings, status: stores.status, productCount: count(products.id) })
    .from(stores)
    .leftJoin(products, eq(products.storeId, stores.id))
    .groupBy(stores.id)
    .orderBy(asc(stores.slug));
  return rows.map((row) => ({
    slug: row.slug,
    name: row.settings.company.name,
    status: row.status,
    productCount: Number(row.productCount),
  }));
}
