import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discountCodes, giftCards } from '../../db/schema/index.ts';

/** The store's discount codes as stored, by code. */
export async function listStoreDiscountCodes(db: Executor, storeId: string) {
  return db.select().from(discountCodes).where(eq(discountCodes.storeId, storeId)).orderBy(asc(discountCodes.code));
}

/** Every gift card of the store as stored, oldest first. */
export async function listStoreGiftCards(db: Executor, storeId: string) {
  return db
    .select()
    .from(giftCards)
    .where(eq(giftCards.storeId, storeId))
    .orderBy(asc(giftCards.createdAt), asc(giftCards.codeNormalized));
}
