import PgBoss from 'pg-boss';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { bossDatabase } from './boss-database.ts';
import type { JobLog } from './job-log.ts';
import { PeriodicTasks, type PeriodicTask } from './periodic-tasks.ts';
import { databaseTaskClaims } from './task-claims.ts';
import { QueueConsumer, type BatchHandler, type ConsumerOptions } from './queue-consumer.ts';

/** The advisory lock instances take turns under while pg-boss starts (any number apart from the migrations' lock). */
const BOSS_START_LOCK = 72417002;

export type QueueSettings = Omit<PgBoss.Queue, 'name'>;

export type JobsConfig = Pick<Config, 'JOBS_POLL_INTERVAL_MS' | 'JOBS_MAINTENANCE_INTERVAL_SECONDS'>;

/**
 * The durable job machinery of one server instance: pg-boss queues (state in the database, so
 * work survives restarts and is shared by every instance) and periodic tasks. Register queues
 * and tasks, then start(); stop() lets running work finish.
 */
export class JobRunner {
  readonly boss: PgBoss;
  readonly tasks: PeriodicTasks;
  private readonly queues = new Map<string, QueueSettings>();
  private readonly consumers = new Map<string, QueueConsumer<object>>();
  private state: 'idle' | 'running' | 'stopped' = 'idle';

  constructor(
    private readonly database: DatabaseHandle,
    private readonly config: JobsConfig,
    private readonly log: JobLog,
  ) {
    this.boss = new PgBoss({
      db: bossDatabase(database),
      schema: 'pgboss',
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: config.JOBS_MAINTENANCE_INTERVAL_SECONDS,
      monitorStateIntervalSeconds: Math.max(60, config.JOBS_MAINTENANCE_INTERVAL_SECONDS),
    });
    this.boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
    this.tasks = new PeriodicTasks(log, databaseTaskClaims(database.db));
  }

  get running(): boolean {
    return this.state === 'running';
  }

  /** Runs fn every intervalMs on one of the instances sharing the database (never overlapping itself here). */
  every(intervalMs: number, name: string, fn: PeriodicTask): void {
    this.tasks.every(intervalMs, name, fn);
  }

  /** How often this instance's timer has come round for a periodic task (whether or not it got the run). */
  ticks(name: string): number {
    return this.tasks.ticks(name);
  }

  /** Declares a queue and how this instance works it (see eachJob for a handler of one job at a time). */
  consume<T extends object>(
    queue: string,
    settings: QueueSettings,
    handler: BatchHandler<T>,
    options: Partial<ConsumerOptions> = {},
  ): void {
    if (this.consumers.has(queue)) throw new Error(`Queue "${queue}" already has a consumer`);
    this.queues.set(queue, settings);
    const consumer = new QueueConsumer<T>(
      this.boss,
      queue,
      handler,
      {
        batchSize: options.batchSize ?? 20,
        idleMs: options.idleMs ?? this.config.JOBS_POLL_INTERVAL_MS,
        concurrency: options.concurrency ?? 1,
      },
      this.log,
    );
    this.consumers.set(queue, consumer as unknown as QueueConsumer<object>);
  }

  /** Asks a queue's consumer to fetch now rather than at its next poll. */
  wake(queue: string): void {
    this.consumers.get(queue)?.wake();
  }

  async start(): Promise<void> {
    if (this.state !== 'idle') return;
    // pg-boss installs its schema on first start; two instances doing it at once collide.
    await this.database.withLock(BOSS_START_LOCK, async () => {
      await this.boss.start();
      for (const [name, settings] of this.queues) {
        await this.boss.createQueue(name, { name, ...settings });
        await this.boss.updateQueue(name, { name, ...settings });
      }
    });
    this.state = 'running';
    for (const consumer of this.consumers.values()) consumer.start();
    this.tasks.start();
  }

  async stop(): Promise<void> {
    if (this.state !== 'running') {
      this.state = 'stopped';
      return;
    }
    this.state = 'stopped';
    await this.tasks.stop();
    await Promise.all([...this.consumers.values()].map((consumer) => consumer.stop()));
    await this.boss.stop({ graceful: false, close: false, wait: true });
  }
}
