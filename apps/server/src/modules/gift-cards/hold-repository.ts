import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCardHolds, giftCards } from '../../db/schema/index.ts';

export type GiftCardRecord = typeof giftCards.$inferSelect;
export type HoldRecord = typeof giftCardHolds.$inferSelect;
export type NewHold = typeof giftCardHolds.$inferInsert;

/**
 * Locks the store's cards in id order (no deadlocks between checkouts sharing cards) until the
 * transaction ends. FOR NO KEY UPDATE still lets ledger inserts check their foreign key.
 */
export async function lockGiftCards(tx: Executor, storeId: string, ids: string[]): Promise<GiftCardRecord[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), inArray(giftCards.id, [...new Set(ids)])))
    .orderBy(asc(giftCards.id))
    .for('no key update');
}

export async function openHolds(tx: Executor, paymentIntentId: string): Promise<HoldRecord[]> {
  return tx
    .select()
    .from(giftCardHolds)
    .where(and(eq(giftCardHolds.paymentIntentId, paymentIntentId), eq(giftCardHolds.status, 'held')));
}

export async function insertHold(tx: Executor, hold: NewHold): Promise<void> {
  await tx.insert(giftCardHolds).values(hold);
}

/** Marks the intent's open holds released (only those expired by `now` when given) and returns them. */
export async function markHoldsReleased(tx: Executor, paymentIntentId: string, now?: Date): Promise<HoldRecord[]> {
  return tx
    .update(giftCardHolds)
    .set({ status: 'released' })
    .where(
      and(
        eq(giftCardHolds.paymentIntentId, paymentIntentId),
        eq(giftCardHolds.status, 'held'),
        now ? lte(giftCardHolds.expiresAt, now) : undefined,
      ),
    )
    .returning();
}

export async function markHoldCaptured(tx: Executor, holdId: string): Promise<void> {
  await tx.update(giftCardHolds).set({ status: 'captured' }).where(eq(giftCardHolds.id, holdId));
}

/** The payment intents (at most `limit`) that still hold money past its expiry. */
export async function intentsWithExpiredHolds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ paymentIntentId: giftCardHolds.paymentIntentId })
    .from(giftCardHolds)
    .where(and(eq(giftCardHolds.status, 'held'), lte(giftCardHolds.expiresAt, now)))
    .limit(limit);
  return rows.map((row) => row.paymentIntentId);
}
