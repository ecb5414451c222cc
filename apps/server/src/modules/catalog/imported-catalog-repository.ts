import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { denominations, productImages, products } from '../../db/schema/index.ts';

/** A product as the store file sets it (the store-file module's import). */
export type ImportedProductValues = typeof products.$inferInsert & {
  storeId: string;
  slug: string;
  quantitySold: number;
};

/** Removes the store's products whose slug is not listed (all of them when none is). */
export async function deleteProductsNotIn(tx: Transaction, storeId: string, slugs: string[]): Promise<void> {
  await tx
    .delete(products)
    .where(
      slugs.length
        ? and(eq(products.storeId, storeId), notInArray(products.slug, slugs))
        : eq(products.storeId, storeId),
    );
}

/** Inserts or updates the product by store and slug; quantitySold never goes down. Returns its id. */
export async function upsertProduct(tx: Transaction, values: ImportedProductValues): Promise<string> {
  const { quantitySold: _sold, storeId: _store, slug: _slug, ...updatable } = values;
  const [row] = await tx
    .insert(products)
    .values(values)
    .onConflictDoUpdate({
      target: [products.storeId, products.slug],
      set: {
        ...updatable,
        quantitySold: sql`greatest(${products.quantitySold}, excluded.quantity_sold)`,
        // Archived already: keep when it was archived.
        archivedAt: sql`case when excluded.archived_at is null then null else coalesce(${products.archivedAt}, excluded.archived_at) end`,
      },
    })
    .returning({ id: products.id });
  return row!.id;
}

export async function replaceDenominations(
  tx: Transaction,
  productId: string,
  rows: Omit<typeof denominations.$inferInsert, 'productId'>[],
): Promise<void> {
  await tx.delete(denominations).where(eq(denominations.productId, productId));
  if (rows.length) await tx.insert(denominations).values(rows.map((row) => ({ productId, ...row })));
}

export async function replaceProductImages(
  tx: Transaction,
  productId: string,
  rows: Omit<typeof productImages.$inferInsert, 'productId'>[],
): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (rows.length) await tx.insert(productImages).values(rows.map((row) => ({ productId, ...row })));
}
