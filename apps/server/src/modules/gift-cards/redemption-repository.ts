import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { redemptions } from '../../db/schema/index.ts';

export type RedemptionRow = typeof redemptions.$inferSelect;
export type NewRedemption = Omit<typeof redemptions.$inferInsert, 'reversedAt' | 'reversedBy' | 'createdAt'> & {
  id: string;
};

/**
 * Records a redemption, or returns null when its Idempotency-Key is already taken in the store
 * (a concurrent twin waits here for the first to finish, then finds the key taken).
 */
export async function insertRedemption(tx: Executor, values: NewRedemption): Promise<RedemptionRow | null> {
  const [row] = await tx
    .insert(redemptions)
    .values(values)
    .onConflictDoNothing({ target: [redemptions.storeId, redemptions.idempotencyKey] })
    .returning();
  return row ?? null;
}

export async function findRedemptionByKey(
  db: Executor,
  storeId: string,
  idempotencyKey: string,
): Promise<RedemptionRow | null> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.storeId, storeId), eq(redemptions.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

export async function lockRedemption(tx: Executor, storeId: string, id: string): Promise<RedemptionRow | null> {
  const [row] = await tx
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.storeId, storeId), eq(redemptions.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function markReversed(tx: Executor, id: string, reversedBy: string): Promise<RedemptionRow> {
  const [row] = await tx
    .update(redemptions)
    .set({ reversedAt: new Date(), reversedBy })
    .where(eq(redemptions.id, id))
    .returning();
  return row!;
}

export async function listRedemptions(db: Executor, giftCardId: string): Promise<RedemptionRow[]> {
  return db
    .select()
    .from(redemptions)
    .where(eq(redemptions.giftCardId, giftCardId))
    .orderBy(asc(redemptions.createdAt), asc(redemptions.id));
}

export async function findRedemption(db: Executor, storeId: string, id: string): Promise<RedemptionRow | null> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.storeId, storeId), eq(redemptions.id, id)))
    .limit(1);
  return row ?? null;
}
