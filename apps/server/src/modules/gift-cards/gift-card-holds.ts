import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCardHolds, giftCards } from '../../db/schema/index.ts';
import { appendLedger, changeBalance } from './gift-card-ledger.ts';

export type GiftCardRecord = typeof giftCards.$inferSelect;
export type HoldRecord = typeof giftCardHolds.$inferSelect;

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

export async function findStoreGiftCard(db: Executor, storeId: string, id: string): Promise<GiftCardRecord | null> {
  const [row] = await db.select().from(giftCards).where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, id))).limit(1);
  return row ?? null;
}

export async function openHolds(tx: Executor, paymentIntentId: string): Promise<HoldRecord[]> {
  return tx
    .select()
    .from(giftCardHolds)
    .where(and(eq(giftCardHolds.paymentIntentId, paymentIntentId), eq(giftCardHolds.status, 'held')));
}

export class InsufficientBalanceError extends Error {}

/** Takes the amount off the card now and remembers it for the intent until capture or release. */
export async function holdGiftCardBalance(
  tx: Executor,
  hold: { giftCardId: string; paymentIntentId: string; amountMinor: number; expiresAt: Date },
): Promise<void> {
  const taken = await changeBalance(tx, { giftCardId: hold.giftCardId, kind: 'hold', amountMinor: -hold.amountMinor, paymentIntentId: hold.paymentIntentId });
  if (!taken) throw new InsufficientBalanceError(hold.giftCardId);
  await tx.insert(giftCardHolds).values(hold);
}

/** Gives back the intent's held amounts (re-validation, payment failure, expiry). */
export async function releaseIntentHolds(tx: Executor, paymentIntentId: string, note: string, now?: Date): Promise<number> {
  const released = await tx
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
  for (const hold of released)
    await changeBalance(tx, { giftCardId: hold.giftCardId, kind: 'release', amountMinor: hold.amountMinor, paymentIntentId, note });
  return released.length;
}

/**
 * On payment success, for each card the validated order spends: its held amount becomes
 * captured (a 0 'capture' entry: the hold already took it). If that hold was released meanwhile
 * (it expired before a late webhook) the amount is taken again when the card still has it;
 * what cannot be taken is returned as a shortfall for the order to flag.
 */
export async function captureIntentHolds(
  tx: Executor,
  paymentIntentId: string,
  orderId: string,
  spends: { giftCardId: string; amountMinor: number }[],
): Promise<number> {
  const held = await openHolds(tx, paymentIntentId);
  let shortfall = 0;
  for (const spend of spends) {
    if (spend.amountMinor <= 0) continue;
    const hold = held.find((h) => h.giftCardId === spend.giftCardId);
    if (hold) {
      await tx.update(giftCardHolds).set({ status: 'captured' }).where(eq(giftCardHolds.id, hold.id));
      await appendLedger(tx, { giftCardId: hold.giftCardId, kind: 'capture', amountMinor: 0, paymentIntentId, orderId });
      continue;
    }
    const retaken = await changeBalance(tx, {
      giftCardId: spend.giftCardId,
      kind: 'capture',
      amountMinor: -spend.amountMinor,
      paymentIntentId,
      orderId,
      note: 'hold had been released before the payment succeeded',
    });
    if (!retaken) shortfall += spend.amountMinor;
    else await tx.insert(giftCardHolds).values({ ...spend, paymentIntentId, status: 'captured', expiresAt: new Date() });
  }
  return shortfall;
}
