import type PgBoss from 'pg-boss';
import type { JobLog } from './job-log.ts';
import { WakeableSleep } from './sleep.ts';

export type JobHandler<T extends object> = (job: PgBoss.JobWithMetadata<T>) => Promise<void>;

export interface ConsumerOptions {
  /** Jobs fetched (and worked concurrently) at once. */
  batchSize: number;
  /** Pause when the queue is empty. */
  idleMs: number;
}

/**
 * Works one pg-boss queue: fetch a batch (SKIP LOCKED: each job goes to one instance), run the
 * handler on each, complete the ones that returned and fail the ones that threw (pg-boss then
 * retries them with backoff). A full batch is followed at once by the next, so a burst drains
 * at the speed of the handler, not of the polling interval.
 */
export class QueueConsumer<T extends object> {
  private readonly sleep = new WakeableSleep();
  private loop: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly boss: PgBoss,
    readonly queue: string,
    private readonly handler: JobHandler<T>,
    private readonly options: ConsumerOptions,
    private readonly log: JobLog,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  wake(): void {
    this.sleep.wake();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.sleep.wake();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let fetched = 0;
      try {
        fetched = await this.workBatch();
      } catch (err) {
        this.log.error({ err, queue: this.queue }, `fetching from queue ${this.queue} failed`);
      }
      if (!this.stopping && fetched < this.options.batchSize) await this.sleep.sleep(this.options.idleMs);
    }
  }

  private async workBatch(): Promise<number> {
    const jobs = await this.boss.fetch<T>(this.queue, { batchSize: this.options.batchSize, includeMetadata: true });
    if (!jobs || jobs.length === 0) return 0;
    const done: string[] = [];
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await this.handler(job);
          done.push(job.id);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          await this.boss.fail(this.queue, job.id, { message });
        }
      }),
    );
    if (done.length) await this.boss.complete(this.queue, done);
    return jobs.length;
  }
}
