import type { JobRunner } from '../jobs/index.ts';
import { DELIVERY_QUEUE } from './enqueue-due-deliveries.ts';

const FINISHED_JOB_STATES = new Set(['completed', 'failed', 'cancelled']);

/**
 * A failed or bounced delivery given another chance keeps its finished job in pg-boss's table,
 * under the delivery's id, where it would turn the relay's new insert into a no-op (decision
 * 0004). Removed first, the relay queues it afresh. Without a running job queue here nothing
 * has been queued by this instance; the stalled-delivery sweep covers another instance's job.
 */
export async function forgetFinishedJob(jobs: JobRunner, deliveryId: string): Promise<void> {
  if (!jobs.running) return;
  const job = await jobs.boss.getJobById(DELIVERY_QUEUE, deliveryId);
  if (job && FINISHED_JOB_STATES.has(job.state)) await jobs.boss.deleteJob(DELIVERY_QUEUE, deliveryId);
}
