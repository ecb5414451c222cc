import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discountCodes, discountReservations } from '../../db/schema/index.ts';
import type { DiscountRecord } from './discount-repository.ts';

export type DiscountCodeValues = Omit<typeof discountCodes.$inferInsert, 'id' | 'storeId' | 'timesUsed'>;

/** A code with the uses live checkouts hold now (a reservation past its expiry holds nothing). */
export interface DiscountRecordWithHolds extends DiscountRecord {
  held: number;
}

/** Uses live checkouts hold now per code of the store (a reservation past its expiry holds nothing). */
async function heldUses(db: Executor, storeId: string, now: Date, codeId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: discountReservations.discountCodeId, held: count() })
    .from(discountReservations)
    .innerJoin(discountCodes, eq(discountCodes.id, discountReservations.discountCodeId))
    .where(
      and(
        eq(discountCodes.storeId, storeId),
        codeId ? eq(discountCodes.id, codeId) : undefined,
        eq(discountReservations.status, 'held'),
        gt(discountReservations.expiresAt, now),
      ),
    )
    .groupBy(discountReservations.discountCodeId);
  return new Map(rows.map((row) => [row.id, Number(row.held)]));
}

export async function listDiscountCodesWithHolds(
  db: Executor,
  storeId: string,
  now: Date,
): Promise<DiscountRecordWithHolds[]> {
  const rows = await db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.storeId, storeId))
    .orderBy(asc(discountCodes.code));
  const held = await heldUses(db, storeId, now);
  return rows.map((row) => ({ ...row, held: held.get(row.id) ?? 0 }));
}

export async function findDiscountCodeWithHolds(
  db: Executor,
  storeId: string,
  id: string,
  now: Date,
): Promise<DiscountRecordWithHolds | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, storeId), eq(discountCodes.id, id)));
  return row ? { ...row, held: (await heldUses(db, storeId, now, id)).get(id) ?? 0 } : null;
}

/** Locks the store's code for an edit (checkouts counting a use wait for it). */
export async function lockDiscountCode(tx: Executor, storeId: string, id: string): Promise<DiscountRecord | null> {
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, storeId), eq(discountCodes.id, id)))
    .for('update');
  return row ?? null;
}

/** Whether another code of the store has this (upper-cased) code. */
export async function discountCodeTaken(
  db: Executor,
  storeId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, storeId), eq(discountCodes.code, code)));
  return rows.some((row) => row.id !== exceptId);
}

export async function insertDiscountCode(
  tx: Executor,
  storeId: string,
  values: DiscountCodeValues,
): Promise<DiscountRecord> {
  const [row] = await tx
    .insert(discountCodes)
    .values({ ...values, storeId })
    .returning();
  return row!;
}

export async function updateDiscountCode(
  tx: Executor,
  id: string,
  values: Partial<DiscountCodeValues>,
): Promise<DiscountRecord> {
  const [row] = await tx.update(discountCodes).set(values).where(eq(discountCodes.id, id)).returning();
  return row!;
}

/** Which of these (upper-cased) codes the store already has. */
export async function existingCodes(db: Executor, storeId: string, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, storeId), inArray(discountCodes.code, codes)));
  return new Set(rows.map((row) => row.code));
}

export async function insertDiscountCodes(tx: Executor, storeId: string, values: DiscountCodeValues[]): Promise<void> {
  await tx.insert(discountCodes).values(values.map((v) => ({ ...v, storeId })));
}

export async function batchCodes(db: Executor, storeId: string, batch: string): Promise<DiscountRecord[]> {
  return db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, storeId), eq(discountCodes.batch, batch)))
    .orderBy(asc(discountCodes.code));
}
