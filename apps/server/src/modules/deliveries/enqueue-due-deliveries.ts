import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';

export const DELIVERY_QUEUE = 'deliveries';

export interface DeliveryJob {
  deliveryId: string;
}

/**
 * Creates the job of each delivery, with the delivery's id as the job's id: an insert for a
 * delivery whose job already exists is a no-op (pg-boss inserts ON CONFLICT DO NOTHING).
 */
export async function insertDeliveryJobs(boss: PgBoss, deliveryIds: string[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  await boss.insert(deliveryIds.map((id) => ({ name: DELIVERY_QUEUE, id, data: { deliveryId: id } satisfies DeliveryJob })));
}

/**
 * Hands due deliveries (pending, send_at reached) to the job queue. However many instances do
 * this at once, each delivery has at most one live job; the row is marked 'sending' after its
 * job exists, so a crash in between only repeats a no-op insert.
 */
export async function enqueueDueDeliveries(db: Database, boss: PgBoss, batchSize = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(eq(deliveries.state, 'pending'), lte(deliveries.sendAt, sql`now()`)))
      .orderBy(asc(deliveries.sendAt))
      .limit(batchSize);
    if (due.length === 0) break;
    const ids = due.map((row) => row.id);
    await insertDeliveryJobs(boss, ids);
    await db
      .update(deliveries)
      .set({ state: 'sending', updatedAt: sql`now()` })
      .where(and(inArray(deliveries.id, ids), eq(deliveries.state, 'pending')));
    total += ids.length;
    if (due.length < batchSize) break;
  }
  return total;
}
