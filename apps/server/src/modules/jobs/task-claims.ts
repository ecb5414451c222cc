import type { Database } from '../../db/client.ts';
import { recordTaskStart } from './task-run-repository.ts';

/** Clock jitter allowed between one instance's interval and the database's: a run is never skipped for a millisecond. */
const JITTER = 0.95;

/** Whether this instance may start a periodic task now: true for one caller per interval across every instance. */
export type ClaimTaskRun = (name: string, intervalMs: number) => Promise<boolean>;

/**
 * Claims the next run of a task in periodic_task_runs: one conditional upsert, timed by the
 * database's clock, so of all instances whose timers fire in one interval only the first starts it.
 */
export function databaseTaskClaims(db: Database): ClaimTaskRun {
  return (name, intervalMs) => recordTaskStart(db, name, Math.round(intervalMs * JITTER));
}
