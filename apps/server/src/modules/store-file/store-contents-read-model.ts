import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discountCodes, giftCards, products } from '../../db/schema/index.ts';

/** What a store holds now, by the keys a store file matches on (product slug, code, normalized card code). */
export async function readStoreContents(db: Executor, storeId: string) {
  const productRows = await db.select({ slug: products.slug }).from(products).where(eq(products.storeId, storeId));
  const codeRows = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(eq(discountCodes.storeId, storeId));
  const cardRows = await db
    .select({ code: giftCards.codeNormalized })
    .from(giftCards)
    .where(eq(giftCards.storeId, storeId));
  return {
    productSlugs: new Set(productRows.map((row) => row.slug)),
    discountCodes: new Set(codeRows.map((row) => row.code)),
    giftCardCodes: new Set(cardRows.map((row) => row.code)),
  };
}
