import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discountCodes, discountReservations } from '../../db/schema/index.ts';
import type { DiscountRecord } from './discount-repository.ts';

type ReservationStatus = 'released' | 'consumed';

/** Locks the codes until the transaction ends, in id order (no deadlocks between checkouts). */
export async function lockDiscountCodes(tx: Executor, ids: string[]): Promise<DiscountRecord[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(discountCodes)
    .where(inArray(discountCodes.id, [...new Set(ids)]))
    .orderBy(asc(discountCodes.id))
    .for('update');
}

/** Uses of a code other payments hold now (a reservation past its expiry holds nothing). */
export async function liveReservations(
  tx: Executor,
  discountCodeId: string,
  now: Date,
  exceptIntentId?: string,
): Promise<number> {
  const [row] = await tx
    .select({ held: count() })
    .from(discountReservations)
    .where(
      and(
        eq(discountReservations.discountCodeId, discountCodeId),
        eq(discountReservations.status, 'held'),
        gt(discountReservations.expiresAt, now),
        exceptIntentId ? ne(discountReservations.paymentIntentId, exceptIntentId) : undefined,
      ),
    );
  return Number(row?.held ?? 0);
}

export async function insertReservations(
  tx: Executor,
  paymentIntentId: string,
  discountCodeIds: string[],
  expiresAt: Date,
): Promise<void> {
  if (discountCodeIds.length === 0) return;
  await tx
    .insert(discountReservations)
    .values(discountCodeIds.map((discountCodeId) => ({ discountCodeId, paymentIntentId, expiresAt })));
}

/** Ends the payment's held reservations, released or consumed. */
export async function endHeldReservations(
  tx: Executor,
  paymentIntentId: string,
  status: ReservationStatus,
): Promise<void> {
  await tx
    .update(discountReservations)
    .set({ status })
    .where(and(eq(discountReservations.paymentIntentId, paymentIntentId), eq(discountReservations.status, 'held')));
}

export async function countDiscountUse(tx: Executor, discountCodeId: string): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
    .where(eq(discountCodes.id, discountCodeId));
}
