import type { Config } from '../../config.ts';
import type { JobRunner } from '../jobs/index.ts';
import { deliverBatch, heartbeatMs, sendingLanes, type DeliveryDeps } from './deliver.ts';
import { DELIVERY_QUEUE, enqueueDueDeliveries, type DeliveryJob } from './enqueue-due-deliveries.ts';
import { SWEEP_TASK, sweepStalledDeliveries } from './sweep-stalled-deliveries.ts';

export const ENQUEUE_TASK = 'enqueue-due-deliveries';

type WorkerConfig = DeliveryDeps['config'] &
  Pick<
    Config,
    | 'JOBS_POLL_INTERVAL_MS'
    | 'JOBS_MAINTENANCE_INTERVAL_SECONDS'
    | 'DELIVERY_RETRY_DELAY_SECONDS'
    | 'DELIVERY_LEASE_SECONDS'
    | 'DELIVERY_STALE_SECONDS'
  >;

/**
 * Scheduled and immediate mail: every poll interval, due deliveries move to the pg-boss queue;
 * the queue's consumer sends them. pg-boss retries a failed send with exponential backoff from
 * DELIVERY_RETRY_DELAY_SECONDS, and hands a send whose instance died (lease DELIVERY_LEASE_SECONDS
 * expired) to another; the handler itself gives up after DELIVERY_MAX_ATTEMPTS. A delivery whose
 * job died without an outcome is found by the stalled-delivery sweep.
 */
export function registerDeliveryWorker(
  runner: JobRunner,
  deps: DeliveryDeps & { config: WorkerConfig },
  options: { batchSize?: number } = {},
): void {
  const { config } = deps;
  const lanes = sendingLanes(deps);
  runner.consume<DeliveryJob>(
    DELIVERY_QUEUE,
    {
      // A margin over our own limit: pg-boss gives up only if sends keep dying mid-way.
      retryLimit: config.DELIVERY_MAX_ATTEMPTS + 2,
      retryDelay: config.DELIVERY_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: config.DELIVERY_LEASE_SECONDS,
    },
    async (jobs) => {
      const jobOf = new Map(jobs.map((job) => [job.data.deliveryId, job.id]));
      const retry = await deliverBatch(deps, [...jobOf.keys()], lanes);
      return retry.map(({ deliveryId, error }) => ({ id: jobOf.get(deliveryId)!, error }));
    },
    // Two batches at once: the next is fetched, claimed and composed while one is on the wire.
    { batchSize: options.batchSize ?? 50, concurrency: 2 },
  );
  runner.every(config.JOBS_POLL_INTERVAL_MS, ENQUEUE_TASK, async () => {
    const queued = await enqueueDueDeliveries(deps.db, runner.boss);
    if (queued > 0) runner.wake(DELIVERY_QUEUE);
  });
  // Often enough that a dead sender's rows are taken back within DELIVERY_STALE_SECONDS and a third.
  runner.every(
    Math.min(config.JOBS_MAINTENANCE_INTERVAL_SECONDS * 1000, heartbeatMs(config.DELIVERY_STALE_SECONDS)),
    SWEEP_TASK,
    async () => {
      const swept = await sweepStalledDeliveries({ db: deps.db, boss: runner.boss, config, log: deps.log });
      if (swept.requeued.length > 0) runner.wake(DELIVERY_QUEUE);
    },
  );
}
