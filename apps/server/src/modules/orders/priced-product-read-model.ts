import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { denominations, productImages, products } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

export type ProductRecord = typeof products.$inferSelect;
export interface PricedProduct extends ProductRecord {
  denominations: { id: string; priceMinor: number; label: string }[];
  images: { id: string; name: string; src: string; alt: string }[];
}

/** The store's products by id, with prices in minor units; ids of other stores are simply absent. */
export async function loadProducts(tx: Executor, storeId: string, ids: string[]): Promise<Map<string, PricedProduct>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  const found = new Map<string, PricedProduct>();
  if (wanted.length === 0) return found;
  const rows = await tx
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, wanted)));
  if (rows.length === 0) return found;
  const productIds = rows.map((r) => r.id);
  const [denoms, images] = await Promise.all([
    tx
      .select()
      .from(denominations)
      .where(inArray(denominations.productId, productIds))
      .orderBy(asc(denominations.position)),
    tx
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(asc(productImages.position)),
  ]);
  for (const row of rows)
    found.set(row.id, {
      ...row,
      denominations: denoms
        .filter((d) => d.productId === row.id)
        .map(({ id, priceMinor, label }) => ({ id, priceMinor, label })),
      images: images.filter((i) => i.productId === row.id).map(({ id, name, src, alt }) => ({ id, name, src, alt })),
    });
  return found;
}
