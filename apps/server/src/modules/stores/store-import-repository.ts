import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { StoreSettings } from '@giftfront/domain/branding';
import type { Transaction } from '../../db/client.ts';
import { denominations, discountCodes, giftCards, productImages, products, stores } from '../../db/schema/index.ts';

type StoreValues = { status: string; settings: StoreSettings; customEmbedScript: string | null };
type ProductValues = typeof products.$inferInsert & { storeId: string; slug: string; quantitySold: number };
type DiscountCodeValues = typeof discountCodes.$inferInsert;
type ImportedCardValues = typeof giftCards.$inferInsert;

export async function findStoreIdBySlug(tx: Transaction, slug: string): Promise<string | null> {
  const [row] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug)).limit(1);
  return row?.id ?? null;
}

export async function updateStoreFromFile(tx: Transaction, storeId: string, values: StoreValues): Promise<void> {
  await tx
    .update(stores)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stores.id, storeId));
}

export async function insertStoreFromFile(tx: Transaction, slug: string, values: StoreValues): Promise<string> {
  const [row] = await tx
    .insert(stores)
    .values({ slug, ...values })
    .returning({ id: stores.id });
  return row!.id;
}

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
export async function upsertProduct(tx: Transaction, values: ProductValues): Promise<string> {
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

export async function upsertDiscountCode(tx: Transaction, values: DiscountCodeValues): Promise<void> {
  const { storeId: _s, code: _c, ...updatable } = values;
  await tx
    .insert(discountCodes)
    .values(values)
    .onConflictDoUpdate({ target: [discountCodes.storeId, discountCodes.code], set: updatable });
}

/**
 * Inserts a carried-over card, or updates only what the file may change (status, expiry,
 * recipient) of one the store already has: its balance stays, its ledger is the truth.
 */
export async function upsertImportedCard(
  tx: Transaction,
  values: ImportedCardValues,
): Promise<{ id: string; inserted: boolean }> {
  const { status, voidedReason, expiresOn, recipientEmail } = values;
  const [row] = await tx
    .insert(giftCards)
    .values(values)
    .onConflictDoUpdate({
      target: [giftCards.storeId, giftCards.codeNormalized],
      set: { status, voidedReason, expiresOn, recipientEmail },
    })
    .returning({ id: giftCards.id, inserted: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, inserted: Boolean(row!.inserted) };
}
