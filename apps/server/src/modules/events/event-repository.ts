import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cardEventSequences, events } from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = Omit<typeof events.$inferInsert, 'cardSequence' | 'position'>;

/**
 * The card's next sequence number: the upsert locks the card's counter row until the
 * transaction ends, so two changes to one card number their events in commit order.
 */
async function nextCardSequence(db: Executor, giftCardId: string): Promise<number> {
  const [row] = await db
    .insert(cardEventSequences)
    .values({ giftCardId, lastSequence: 1 })
    .onConflictDoUpdate({
      target: cardEventSequences.giftCardId,
      set: { lastSequence: sql`${cardEventSequences.lastSequence} + 1` },
    })
    .returning({ sequence: cardEventSequences.lastSequence });
  return row!.sequence;
}

export async function insertEvent(db: Executor, row: NewEventRow): Promise<EventRow> {
  const cardSequence = row.giftCardId ? await nextCardSequence(db, row.giftCardId) : null;
  const [inserted] = await db
    .insert(events)
    .values({ ...row, cardSequence })
    .returning();
  return inserted!;
}

/** Events not yet handed to pg-boss, oldest first. */
export async function selectUnrelayedEvents(db: Executor, limit: number): Promise<EventRow[]> {
  return db.select().from(events).where(isNull(events.relayedAt)).orderBy(asc(events.position)).limit(limit);
}

export async function markEventsRelayed(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(events)
    .set({ relayedAt: sql`now()` })
    .where(inArray(events.id, ids));
}

export async function findEventsByIds(db: Executor, ids: string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(events).where(inArray(events.id, ids)).orderBy(asc(events.position));
}

/** A store's events after a position (the stream a poller or a test reads), oldest first. */
export async function listStoreEvents(db: Executor, storeId: string, afterPosition = 0, limit = 1000) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.storeId, storeId), gt(events.position, afterPosition)))
    .orderBy(asc(events.position))
    .limit(limit);
}

/**
 * Only events whose writing transaction is older than every transaction still running: ids are
 * handed out at insert, not at commit, so without this a poller could step past an event that
 * commits after a later one (decision 0091).
 */
const settled = sql`${events.txId} < (pg_snapshot_xmin(pg_current_snapshot())::text)::bigint`;

/** The store's event with this id, or null. */
export async function findStoreEvent(db: Executor, storeId: string, id: string): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.storeId, storeId), eq(events.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * The activity stream: the store's settled events after `after`, in the order their transactions
 * got their ids, then by position (decision 0091). Any event not yet visible belongs to a
 * transaction at or above the snapshot's xmin, so it sorts after everything returned here: a
 * poller that resumes after the last event it saw never skips one.
 */
export async function listSettledStoreEvents(
  db: Executor,
  storeId: string,
  after: Pick<EventRow, 'txId' | 'position'> | null,
  limit: number,
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.storeId, storeId),
        after ? sql`(${events.txId}, ${events.position}) > (${after.txId}, ${after.position})` : undefined,
        settled,
      ),
    )
    .orderBy(asc(events.txId), asc(events.position))
    .limit(limit);
}

/** One card's events in its sequence. */
export async function listCardEvents(db: Executor, storeId: string, giftCardId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.storeId, storeId), eq(events.giftCardId, giftCardId)))
    .orderBy(asc(events.cardSequence));
}
