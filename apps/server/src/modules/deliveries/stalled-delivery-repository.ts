import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';

export type StalledRow = { id: string; attempts: number; requeues: number; lastError: string | null };

const stalledSince = (staleSeconds: number) => sql`now() - ${staleSeconds}::int * interval '1 second'`;

/** Rows in 'sending' unchanged for staleSeconds, oldest first. */
export async function selectStalledDeliveries(
  db: Executor,
  staleSeconds: number,
  limit: number,
  offset: number,
): Promise<StalledRow[]> {
  return db
    .select({
      id: deliveries.id,
      attempts: deliveries.attempts,
      requeues: deliveries.requeues,
      lastError: deliveries.lastError,
    })
    .from(deliveries)
    .where(and(eq(deliveries.state, 'sending'), lte(deliveries.updatedAt, stalledSince(staleSeconds))))
    .orderBy(asc(deliveries.updatedAt), asc(deliveries.id))
    .limit(limit)
    .offset(offset);
}

// Each change applies only to a row still stalled: one conditional UPDATE per row, so of many
// instances sweeping at once only one takes it. Both answer whether this call took the row.
const stillStalled = (id: string, staleSeconds: number) =>
  and(eq(deliveries.id, id), eq(deliveries.state, 'sending'), lte(deliveries.updatedAt, stalledSince(staleSeconds)));

export async function failStalledDelivery(
  db: Executor,
  id: string,
  staleSeconds: number,
  reason: string,
): Promise<boolean> {
  const taken = await db
    .update(deliveries)
    .set({ state: 'failed', lastError: reason.slice(0, 1000), payload: null, updatedAt: sql`now()` })
    .where(stillStalled(id, staleSeconds))
    .returning({ id: deliveries.id });
  return taken.length > 0;
}

export async function requeueStalledDelivery(
  db: Executor,
  id: string,
  staleSeconds: number,
  note: string,
): Promise<boolean> {
  const taken = await db
    .update(deliveries)
    .set({ requeues: sql`${deliveries.requeues} + 1`, lastError: note.slice(0, 1000), updatedAt: sql`now()` })
    .where(stillStalled(id, staleSeconds))
    .returning({ id: deliveries.id });
  return taken.length > 0;
}
