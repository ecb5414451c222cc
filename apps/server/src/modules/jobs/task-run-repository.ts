import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { periodicTaskRuns } from '../../db/schema/index.ts';

/**
 * Records a start of the task unless one was recorded less than minGapMs ago, by the database's
 * clock: one conditional upsert. True when this call recorded it.
 */
export async function recordTaskStart(db: Executor, name: string, minGapMs: number): Promise<boolean> {
  const claimed = await db
    .insert(periodicTaskRuns)
    .values({ name, lastStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: periodicTaskRuns.name,
      set: { lastStartedAt: sql`now()` },
      setWhere: sql`${periodicTaskRuns.lastStartedAt} <= now() - ${minGapMs}::int * interval '1 millisecond'`,
    })
    .returning({ name: periodicTaskRuns.name });
  return claimed.length > 0;
}
