import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cardActivations, giftCardBatches } from '../../db/schema/index.ts';

export type BatchRow = typeof giftCardBatches.$inferSelect;
export type NewBatchRow = typeof giftCardBatches.$inferInsert;
export type ActivationRow = typeof cardActivations.$inferSelect;

export async function insertBatch(tx: Executor, row: NewBatchRow): Promise<BatchRow> {
  const [inserted] = await tx.insert(giftCardBatches).values(row).returning();
  return inserted!;
}

export async function listBatches(db: Executor, storeId: string): Promise<BatchRow[]> {
  return db
    .select()
    .from(giftCardBatches)
    .where(eq(giftCardBatches.storeId, storeId))
    .orderBy(desc(giftCardBatches.createdAt));
}

/** The store's batch, or null (another store's id is simply not found). */
export async function findBatch(db: Executor, storeId: string, id: string): Promise<BatchRow | null> {
  const [row] = await db
    .select()
    .from(giftCardBatches)
    .where(and(eq(giftCardBatches.storeId, storeId), eq(giftCardBatches.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertActivation(tx: Executor, row: typeof cardActivations.$inferInsert): Promise<void> {
  await tx.insert(cardActivations).values(row);
}

export async function findActivationByKey(db: Executor, storeId: string, key: string): Promise<ActivationRow | null> {
  const [row] = await db
    .select()
    .from(cardActivations)
    .where(and(eq(cardActivations.storeId, storeId), eq(cardActivations.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}
