import type PgBoss from 'pg-boss';
import type { JobLog } from './job-log.ts';
import { PollLoop } from './poll-loop.ts';

export interface JobFailure {
  id: string;
  error: string;
}

/** Works a batch and names the jobs to retry; every other job of the batch is complete. */
export type BatchHandler<T extends object> = (jobs: PgBoss.JobWithMetadata<T>[]) => Promise<JobFailure[]>;

/** A handler of one job as a batch handler: the jobs that throw are retried. */
export function eachJob<T extends object>(handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>): BatchHandler<T> {
  return async (jobs) => {
    const failures: JobFailure[] = [];
    await Promise.all(
      jobs.map((job) =>
        handler(job).catch((err: unknown) =>
          failures.push({ id: job.id, error: err instanceof Error ? err.message : String(err) }),
        ),
      ),
    );
    return failures;
  };
}

export interface ConsumerOptions {
  /** Jobs fetched (and worked concurrently) at once. */
  batchSize: number;
  /** Pause when the queue is empty. */
  idleMs: number;
  /** Batches worked at once, each fetched on its own (default 1): the next is fetched while one is worked. */
  concurrency?: number;
}

/**
 * Works one pg-boss queue: fetch a batch (SKIP LOCKED: each job goes to one instance), hand it to
 * the handler, fail the jobs it names (pg-boss retries them with backoff) and complete the rest. A full batch is followed at once by the next, so a burst drains
 * at the speed of the handler, not of the polling interval.
 */
export class QueueConsumer<T extends object> {
  private readonly loops: PollLoop[];

  constructor(
    private readonly boss: PgBoss,
    readonly queue: string,
    private readonly handler: BatchHandler<T>,
    private readonly options: ConsumerOptions,
    private readonly log: JobLog,
  ) {
    this.loops = Array.from(
      { length: options.concurrency ?? 1 },
      () =>
        new PollLoop({
          // A full batch is followed at once by the next.
          step: async () => (await this.workBatch()) < this.options.batchSize,
          restMs: options.idleMs,
          onError: (err) => this.log.error({ err, queue: this.queue }, `fetching from queue ${this.queue} failed`),
        }),
    );
  }

  start(): void {
    for (const loop of this.loops) loop.start();
  }

  wake(): void {
    for (const loop of this.loops) loop.wake();
  }

  async stop(): Promise<void> {
    await Promise.all(this.loops.map((loop) => loop.stop()));
  }

  private async workBatch(): Promise<number> {
    const jobs = await this.boss.fetch<T>(this.queue, { batchSize: this.options.batchSize, includeMetadata: true });
    if (!jobs || jobs.length === 0) return 0;
    let failures: JobFailure[];
    try {
      failures = await this.handler(jobs);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      failures = jobs.map((job) => ({ id: job.id, error }));
    }
    const failed = new Set(failures.map((failure) => failure.id));
    for (const failure of failures) await this.boss.fail(this.queue, failure.id, { message: failure.error });
    const done = jobs.filter((job) => !failed.has(job.id)).map((job) => job.id);
    if (done.length) await this.boss.complete(this.queue, done);
    return jobs.length;
  }
}
