import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';
import { DELIVERY_QUEUE } from './enqueue-due-deliveries.ts';
import { recordDeliveries } from './record-deliveries.ts';
import { LIVE_JOB_STATES } from './sweep-stalled-deliveries.ts';

export type GiftDelivery = Pick<typeof deliveries.$inferSelect, 'id' | 'state' | 'recipient' | 'sendAt' | 'sentAt' | 'lastError'>;

/** The gift email of a card (one per card), as the dashboard shows its state. */
export async function findGiftDelivery(db: Executor, giftCardId: string): Promise<GiftDelivery | null> {
  const [row] = await db
    .select({ id: deliveries.id, state: deliveries.state, recipient: deliveries.recipient, sendAt: deliveries.sendAt, sentAt: deliveries.sentAt, lastError: deliveries.lastError })
    .from(deliveries)
    .where(and(eq(deliveries.subjectId, giftCardId), eq(deliveries.kind, 'gift')))
    .limit(1);
  return row ?? null;
}

/**
 * Sends a card's gift email again, now, to `recipient`: its one delivery row goes back to
 * 'pending' under the new address (so a retry still waiting goes there, never to the old one),
 * or is recorded if the card never had one. Returns the delivery's id.
 */
export async function resendGiftDelivery(tx: Executor, storeId: string, giftCardId: string, recipient: string): Promise<string> {
  const [reset] = await tx
    .update(deliveries)
    .set({ recipient, state: 'pending', sendAt: sql`now()`, attempts: 0, requeues: 0, lastError: null, sentAt: null, payload: null, updatedAt: sql`now()` })
    .where(and(eq(deliveries.subjectId, giftCardId), eq(deliveries.kind, 'gift')))
    .returning({ id: deliveries.id });
  if (reset) return reset.id;
  await recordDeliveries(tx, [{ storeId, kind: 'gift', subjectId: giftCardId, recipient }]);
  const found = await findGiftDelivery(tx, giftCardId);
  return found!.id;
}

/**
 * pg-boss keeps a finished job under the delivery's id, which would turn the next job's insert
 * into a no-op: a delivery sent again first lets go of its finished job. A job still waiting
 * is kept: it will read the row, and so the new address, when it runs. A job still finishing
 * the last send is kept too; the stalled-delivery sweep gives the reset row a new job later.
 */
export async function releaseFinishedJob(boss: PgBoss, deliveryId: string): Promise<void> {
  const job = await boss.getJobById(DELIVERY_QUEUE, deliveryId);
  if (job && !LIVE_JOB_STATES.has(job.state)) await boss.deleteJob(DELIVERY_QUEUE, deliveryId);
}
