import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { processedEvents } from '../../db/schema/index.ts';

/** Whether a provider event (by its id) was handled already. */
export async function wasProcessed(db: Executor, eventId: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: processedEvents.id })
    .from(processedEvents)
    .where(eq(processedEvents.id, eventId))
    .limit(1);
  return Boolean(seen);
}

/** Records a handled event; recording it twice is harmless. */
export async function markProcessed(db: Executor, eventId: string, type: string): Promise<void> {
  await db.insert(processedEvents).values({ id: eventId, type }).onConflictDoNothing();
}
