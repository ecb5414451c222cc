import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each periodic task last started, on any instance: a task starts only when its interval has
 * passed since then, so it runs once per interval however many instances share the database
 * (docs/decisions/0004-durable-delivery.md).
 */
export const periodicTaskRuns = pgTable('periodic_task_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
});
