import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discountCodes, products } from '../../db/schema/index.ts';

/** What a store has already sold of each product (by slug) and used of each discount code (by code). */
export async function readLiveCounters(
  tx: Executor,
  storeId: string,
): Promise<{ sold: Map<string, number>; used: Map<string, number> }> {
  const soldRows = await tx
    .select({ slug: products.slug, sold: products.quantitySold })
    .from(products)
    .where(eq(products.storeId, storeId));
  const usedRows = await tx
    .select({ code: discountCodes.code, used: discountCodes.timesUsed })
    .from(discountCodes)
    .where(eq(discountCodes.storeId, storeId));
  return { sold: new Map(soldRows.map((r) => [r.slug, r.sold])), used: new Map(usedRows.map((r) => [r.code, r.used])) };
}
