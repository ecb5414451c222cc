import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../jobs/index.ts';
import { findEventsByIds, markEventsRelayed, selectUnrelayedEvents, type EventRow } from './event-repository.ts';

export interface EventJob {
  eventId: string;
}

/** A consumer of events: gets them in outbox order, a batch at a time; throwing retries the batch. */
export type EventHandler = (events: EventRow[]) => Promise<void>;

const RELAY_BATCH = 500;

/**
 * Hands the outbox to pg-boss (docs/decisions/0060): each event becomes one job, with the event's id
 * as the job's id, in the queue of every consumer. pg-boss ignores a job whose id it already has,
 * so a crash between the insert and marking the events relayed only repeats no-op inserts;
 * consumers still see an event at least once, never exactly once.
 */
export class EventRelay {
  private readonly queues: string[] = [];

  constructor(
    private readonly db: Database,
    private readonly jobs: JobRunner,
  ) {}

  /** A consumer's own queue `events.<name>`: its failures and retries are its own. */
  consume(name: string, handler: EventHandler, options: { batchSize?: number } = {}): void {
    const queue = `events.${name}`;
    this.queues.push(queue);
    this.jobs.consume<EventJob>(
      queue,
      { retryLimit: 20, retryDelay: 5, retryBackoff: true },
      async (jobs) => {
        const found = await findEventsByIds(
          this.db,
          jobs.map((job) => job.data.eventId),
        );
        await handler(found);
        return [];
      },
      { batchSize: options.batchSize ?? 100 },
    );
  }

  /** Relays what the outbox holds; returns how many events it handed over. */
  async relay(): Promise<number> {
    let total = 0;
    for (;;) {
      const pending = await selectUnrelayedEvents(this.db, RELAY_BATCH);
      if (pending.length === 0) break;
      await this.hand(pending);
      await markEventsRelayed(
        this.db,
        pending.map((event) => event.id),
      );
      total += pending.length;
      for (const queue of this.queues) this.jobs.wake(queue);
      if (pending.length < RELAY_BATCH) break;
    }
    return total;
  }

  private async hand(pending: EventRow[]): Promise<void> {
    if (this.queues.length === 0) return;
    const jobs: PgBoss.JobInsert[] = [];
    for (const queue of this.queues)
      for (const event of pending)
        jobs.push({ name: queue, id: event.id, data: { eventId: event.id } satisfies EventJob });
    await this.jobs.boss.insert(jobs);
  }
}
