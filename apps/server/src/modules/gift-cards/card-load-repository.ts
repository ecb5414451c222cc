import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cardLoads } from '../../db/schema/index.ts';

export type CardLoadRow = typeof cardLoads.$inferSelect;
export type NewCardLoad = Omit<typeof cardLoads.$inferInsert, 'id' | 'createdAt'>;

/**
 * Records a load, or returns null when its Idempotency-Key is already taken in the store (a
 * concurrent twin waits here for the first to finish, then finds the key taken).
 */
export async function insertCardLoad(tx: Executor, values: NewCardLoad): Promise<CardLoadRow | null> {
  const [row] = await tx
    .insert(cardLoads)
    .values(values)
    .onConflictDoNothing({ target: [cardLoads.storeId, cardLoads.idempotencyKey] })
    .returning();
  return row ?? null;
}

export async function findCardLoadByKey(
  db: Executor,
  storeId: string,
  idempotencyKey: string,
): Promise<CardLoadRow | null> {
  const [row] = await db
    .select()
    .from(cardLoads)
    .where(and(eq(cardLoads.storeId, storeId), eq(cardLoads.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}
