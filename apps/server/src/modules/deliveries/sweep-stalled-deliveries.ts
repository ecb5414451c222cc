import type PgBoss from 'pg-boss';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobLog } from '../jobs/index.ts';
import { DELIVERY_QUEUE, insertDeliveryJobs } from './enqueue-due-deliveries.ts';
import {
  failStalledDelivery,
  requeueStalledDelivery,
  selectStalledDeliveries,
  type StalledRow,
} from './stalled-delivery-repository.ts';

export const SWEEP_TASK = 'sweep-stalled-deliveries';

/** A delivery re-queued this often without reaching an outcome is given up: its jobs keep dying before they try. */
export const MAX_REQUEUES = 3;

/** pg-boss states in which a job will still run (or is running). */
export const LIVE_JOB_STATES = new Set(['created', 'retry', 'active']);

/** pg-boss states of a job waiting for its turn: its row is not renewed until a sender takes it. */
const WAITING_JOB_STATES = new Set(['created', 'retry']);

export interface SweepDeps {
  db: Database;
  boss: PgBoss;
  config: Pick<Config, 'DELIVERY_MAX_ATTEMPTS' | 'DELIVERY_STALE_SECONDS'>;
  log: JobLog;
}

export interface SweepResult {
  requeued: string[];
  failed: string[];
}

/**
 * A delivery in 'sending' whose job is no longer live will never be sent: pg-boss gave up on the
 * job (its own retry limit spent by sends that kept dying mid-way), or the job was lost. Nor will
 * one whose job is active but whose sender stopped renewing the row (its process died: a living
 * sender's heartbeat renews its rows every third of DELIVERY_STALE_SECONDS), though pg-boss would
 * wait for the job's long lease. Rows unchanged for DELIVERY_STALE_SECONDS are checked against
 * pg-boss; a job waiting for its turn or its backoff is left alone. The others get a new job (the
 * dead one is removed first), or are marked 'failed' once their attempts or re-queues are spent.
 * A send that was in flight when its process died may be repeated: at most the SMTP pool's
 * messages, with the same Message-ID (the delivery's), so mail systems drop the copy.
 *
 * Safe on many instances at once: each row is taken by one conditional UPDATE that bumps
 * updated_at, so only one instance acts on it, and only that one touches its job.
 */
export async function sweepStalledDeliveries(deps: SweepDeps, pageSize = 100, maxRows = 1000): Promise<SweepResult> {
  const { db, boss, config } = deps;
  const result: SweepResult = { requeued: [], failed: [] };
  // Rows acted on leave the stalled set; rows with a live job stay, so the next page starts after them.
  let live = 0;
  for (let seen = 0; seen < maxRows;) {
    const page = await selectStalledDeliveries(db, config.DELIVERY_STALE_SECONDS, pageSize, live);
    for (const row of page) {
      const job = await boss.getJobById(DELIVERY_QUEUE, row.id);
      if (job && WAITING_JOB_STATES.has(job.state)) live += 1;
      else await settleStalled(deps, row, job?.state ?? null, result);
    }
    seen += page.length;
    if (page.length < pageSize) break;
  }
  return result;
}

async function settleStalled(
  deps: SweepDeps,
  row: StalledRow,
  jobState: string | null,
  result: SweepResult,
): Promise<void> {
  const { db, boss, config } = deps;
  const what = jobState ? `its job ${jobState}` : 'its job was lost';
  const previous = row.lastError ? ` Last error: ${row.lastError}` : '';
  const stale = config.DELIVERY_STALE_SECONDS;

  if (row.attempts >= config.DELIVERY_MAX_ATTEMPTS || row.requeues >= MAX_REQUEUES) {
    const reason = `Gave up after ${row.attempts} attempts and ${row.requeues} re-queues: the send never finished (${what}).${previous}`;
    if (!(await failStalledDelivery(db, row.id, stale, reason))) return;
    result.failed.push(row.id);
    deps.log.error({ deliveryId: row.id, attempts: row.attempts, requeues: row.requeues }, 'stalled delivery given up');
    return;
  }

  const note = `Re-queued: the send stalled in 'sending' (${what}).${previous}`;
  if (!(await requeueStalledDelivery(db, row.id, stale, note))) return; // another instance took it
  // A dead job keeps its id in pg-boss's table, where it would turn the new insert into a no-op.
  if (jobState) await boss.deleteJob(DELIVERY_QUEUE, row.id);
  await insertDeliveryJobs(boss, [row.id]);
  result.requeued.push(row.id);
  deps.log.warn({ deliveryId: row.id, jobState }, 'stalled delivery re-queued');
}
