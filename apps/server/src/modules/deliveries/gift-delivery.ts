import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/client.ts';
import { findGiftDelivery, resetGiftDelivery } from './delivery-repository.ts';
import { DELIVERY_QUEUE } from './enqueue-due-deliveries.ts';
import { recordDeliveries } from './record-deliveries.ts';
import { LIVE_JOB_STATES } from './sweep-stalled-deliveries.ts';

export { findGiftDelivery, type GiftDelivery } from './delivery-repository.ts';

/**
 * Sends a card's gift email again, now, to `recipient`: its one delivery row goes back to
 * 'pending' under the new address (so a retry still waiting goes there, never to the old one),
 * or is recorded if the card never had one. Returns the delivery's id.
 */
export async function resendGiftDelivery(
  tx: Executor,
  storeId: string,
  giftCardId: string,
  recipient: string,
): Promise<string> {
  const reset = await resetGiftDelivery(tx, giftCardId, recipient);
  if (reset) return reset;
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
