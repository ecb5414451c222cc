import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { giftCardHolds, giftCards } from '../../../db/schema/index.ts';
import type { GiftCardRow } from '../gift-card-repository.ts';

export type TillHoldRow = typeof giftCardHolds.$inferSelect;

/** A page of the store's cards, newest first, after the (createdAt, id) of the last card of the page before. */
export async function listCardPage(
  db: Executor,
  storeId: string,
  limit: number,
  after: { createdAt: Date; id: string } | null,
): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(
      and(
        eq(giftCards.storeId, storeId),
        after
          ? or(
              lt(giftCards.createdAt, after.createdAt),
              and(eq(giftCards.createdAt, after.createdAt), lt(giftCards.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(limit);
}

/** A till's hold of this store, locked until the transaction ends (null when it is not the store's or not a till's). */
export async function lockTillHold(tx: Executor, storeId: string, id: string): Promise<TillHoldRow | null> {
  const [row] = await tx
    .select({ hold: giftCardHolds })
    .from(giftCardHolds)
    .innerJoin(giftCards, eq(giftCards.id, giftCardHolds.giftCardId))
    .where(and(eq(giftCardHolds.id, id), eq(giftCards.storeId, storeId)))
    .for('update', { of: giftCardHolds })
    .limit(1);
  return row && row.hold.apiKeyId ? row.hold : null;
}

export async function insertTillHold(
  tx: Executor,
  hold: { id: string; giftCardId: string; apiKeyId: string; amountMinor: number; expiresAt: Date },
): Promise<TillHoldRow> {
  const [row] = await tx
    .insert(giftCardHolds)
    .values({ ...hold, paymentIntentId: hold.id })
    .returning();
  return row!;
}

export async function setTillHoldStatus(
  tx: Executor,
  id: string,
  status: 'captured' | 'released',
  amountMinor?: number,
): Promise<TillHoldRow> {
  const [row] = await tx
    .update(giftCardHolds)
    .set(amountMinor === undefined ? { status } : { status, amountMinor })
    .where(eq(giftCardHolds.id, id))
    .returning();
  return row!;
}

/** The currency of a till's hold of this store (its card's), or null. */
export async function tillHoldCurrency(db: Executor, storeId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ currency: giftCards.currency, apiKeyId: giftCardHolds.apiKeyId })
    .from(giftCardHolds)
    .innerJoin(giftCards, eq(giftCards.id, giftCardHolds.giftCardId))
    .where(and(eq(giftCardHolds.id, id), eq(giftCards.storeId, storeId)))
    .limit(1);
  return row && row.apiKeyId ? row.currency : null;
}
