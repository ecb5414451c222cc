import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { markQueued, selectDueDeliveryIds } from './delivery-repository.ts';

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
  await boss.insert(
    deliveryIds.map((id) => ({ name: DELIVERY_QUEUE, id, data: { deliveryId: id } satisfies DeliveryJob })),
  );
}

/**
 * Hands due deliveries (pending, send_at reached) to the job queue. However many instances do
 * this at once, each delivery has at most one live job; the row is marked 'sending' after its
 * job exists, so a crash in between only repeats a no-op insert.
 */
export async function enqueueDueDeliveries(db: Database, boss: PgBoss, batchSize = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await selectDueDeliveryIds(db, batchSize);
    if (ids.length === 0) break;
    await insertDeliveryJobs(boss, ids);
    await markQueued(db, ids);
    total += ids.length;
    if (ids.length < batchSize) break;
  }
  return total;
}
