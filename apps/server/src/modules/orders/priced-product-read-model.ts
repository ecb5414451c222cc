import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiledQuery } from '../../db/compiled-query.ts';
import { products } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

export type ProductRecord = typeof products.$inferSelect;
export interface PricedProduct extends ProductRecord {
  denominations: { id: string; priceMinor: number; label: string }[];
  images: { id: string; name: string; src: string; alt: string }[];
}

const pricedProductsQuery = compiledQuery('priced_products', (db) =>
  db
    .select({
      ...getTableColumns(products),
      // Qualified by hand: drizzle names a select's own columns without their table.
      denominations: sql<PricedProduct['denominations']>`coalesce((
        select json_agg(json_build_object('id', d.id, 'priceMinor', d.price_minor, 'label', d.label) order by d.position)
        from denominations d where d.product_id = products.id), '[]'::json)`,
      images: sql<PricedProduct['images']>`coalesce((
        select json_agg(json_build_object('id', i.id, 'name', i.name, 'src', i.src, 'alt', i.alt) order by i.position)
        from product_images i where i.product_id = products.id), '[]'::json)`,
    })
    .from(products)
    .where(
      and(
        eq(products.storeId, sql.placeholder('storeId')),
        sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`,
      ),
    ),
);

/**
 * The store's products by id, with prices in minor units; ids of other stores are simply absent.
 * One statement, the denominations and images aggregated beside their product (a checkout's
 * round trips are its cost on PostgreSQL, issue 24).
 */
export async function loadProducts(tx: Executor, storeId: string, ids: string[]): Promise<Map<string, PricedProduct>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  const found = new Map<string, PricedProduct>();
  if (wanted.length === 0) return found;
  const rows = await pricedProductsQuery(tx, { storeId, ids: wanted });
  for (const row of rows) found.set(row.id, row);
  return found;
}
