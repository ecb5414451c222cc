import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCards, orders } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

export type GiftCardRecord = typeof giftCards.$inferSelect;

export interface GiftCardWithBuyer {
  card: GiftCardRecord;
  /** The order's customer, when the card was bought (carried-over cards have none). */
  buyer: { firstName?: string; lastName?: string; email?: string } | null;
}

/** A card of this store only: another store's id, an unknown id and a malformed id are all null. */
export async function findStoreGiftCard(db: Executor, storeId: string, giftCardId: string): Promise<GiftCardWithBuyer | null> {
  if (!isUuid(giftCardId)) return null;
  const [row] = await db
    .select({ card: giftCards, customer: orders.customer })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(and(eq(giftCards.id, giftCardId), eq(giftCards.storeId, storeId)))
    .limit(1);
  if (!row) return null;
  return { card: row.card, buyer: (row.customer as GiftCardWithBuyer['buyer']) ?? null };
}

/** Many cards in one query (a batch of gift emails), by id; callers check the store. */
export async function findGiftCardsByIds(db: Executor, giftCardIds: string[]): Promise<Map<string, GiftCardWithBuyer>> {
  const ids = giftCardIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ card: giftCards, customer: orders.customer })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(inArray(giftCards.id, ids));
  return new Map(rows.map((row) => [row.card.id, { card: row.card, buyer: (row.customer as GiftCardWithBuyer['buyer']) ?? null }]));
}
