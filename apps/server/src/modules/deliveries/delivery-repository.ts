import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiledSql } from '../../db/compiled-query.ts';
import { deliveries } from '../../db/schema/index.ts';

/**
 * The life of a delivery row (docs/decisions/0004-durable-delivery.md):
 * pending (recorded, waiting for its moment) → sending (handed to the queue: being sent, or
 * waiting for a retry) → sent | skipped (nothing to email, e.g. a postal card) | failed (gave up)
 * | bounced (the mail server refused the address for good). A merchant may cancel a pending gift
 * email ('cancelled') or give a failed or bounced one another chance (back to pending).
 * A row stuck in 'sending' without a live job is re-queued or failed by sweep-stalled-deliveries.ts.
 */
export type DeliveryRow = typeof deliveries.$inferSelect;

/**
 * Takes deliveries for one send each, counting the attempt. Finished ones are left out: a
 * duplicate job is a no-op.
 */
export async function claimDeliveries(db: Executor, ids: string[]): Promise<DeliveryRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(deliveries)
    .set({ state: 'sending', attempts: sql`${deliveries.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(inArray(deliveries.id, ids), inArray(deliveries.state, ['pending', 'sending'])))
    .returning();
}

// A finished delivery has no more use for its payload, which may hold a one-time link: erase it.
// Outcomes apply only to a row still 'sending': a send that outlived its lease, and was taken
// over and finished elsewhere, cannot overwrite the outcome on record.
const sending = (id: string) => and(eq(deliveries.id, id), eq(deliveries.state, 'sending'));

/**
 * The update that finishes sent deliveries, many in one statement, with placeholders `id` and
 * `subject` (arrays, one element per delivery; delivery-events.ts builds it once, with the events).
 * Each array is read through a scalar subquery so that the planner sees its length neither in a
 * plan for the call's values nor in the generic one: the two cost the same and PostgreSQL keeps the
 * generic plan after its first five calls, instead of planning every call again (a third of the
 * statement's CPU for a group of two; see compiledEventsWithChange).
 */
export const markSentStatement = sql`
  update ${deliveries}
  set state = 'sent', sent_at = now(), last_error = null, payload = null, subject = sent.subject, updated_at = now()
  from unnest((select ${sql.placeholder('id')}::uuid[]), (select ${sql.placeholder('subject')}::text[])) as sent(id, subject)
  where ${deliveries}.id = sent.id and ${deliveries}.state = 'sending'
  returning ${deliveries}.id`;

export async function markSkipped(db: Executor, id: string, reason: string): Promise<void> {
  await db
    .update(deliveries)
    .set({ state: 'skipped', lastError: reason, payload: null, updatedAt: sql`now()` })
    .where(sending(id));
}

export async function markFailed(db: Executor, id: string, error: string, subject?: string): Promise<void> {
  await db
    .update(deliveries)
    .set({ state: 'failed', lastError: error, payload: null, subject, updatedAt: sql`now()` })
    .where(sending(id));
}

/** The mail server refused the message for good (a 5xx answer): retrying cannot help. */
export async function markBounced(
  db: Executor,
  id: string,
  answer: string,
  subject?: string,
): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(deliveries)
    .set({ state: 'bounced', lastError: answer, payload: null, subject, updatedAt: sql`now()` })
    .where(sending(id))
    .returning();
  return row ?? null;
}

/** A failed try that will be retried: the row stays 'sending' with the error on record. */
export async function recordAttemptError(db: Executor, id: string, error: string): Promise<void> {
  await db
    .update(deliveries)
    .set({ lastError: error, updatedAt: sql`now()` })
    .where(sending(id));
}

export type NewDelivery = Pick<
  typeof deliveries.$inferInsert,
  'storeId' | 'kind' | 'subjectId' | 'recipient' | 'sendAt' | 'payload'
>;

/**
 * Many deliveries in one statement built once (issue 24): each column travels as one array
 * parameter and unnests into rows (decision 0164). A row without a time is due now; the payload
 * travels as JSON text, so a row without one has SQL NULL there. One already recorded for its
 * subject and kind is left as it is.
 */
const insertDeliveriesQuery = compiledSql(
  'insert_deliveries',
  sql`
    insert into ${deliveries} (store_id, kind, subject_id, recipient, send_at, payload)
    select d.store_id, d.kind, d.subject_id, d.recipient, coalesce(d.send_at::timestamptz, now()), d.payload::jsonb
    from unnest(
      ${sql.placeholder('storeId')}::uuid[], ${sql.placeholder('kind')}::text[],
      ${sql.placeholder('subjectId')}::uuid[], ${sql.placeholder('recipient')}::text[],
      ${sql.placeholder('sendAt')}::text[], ${sql.placeholder('payload')}::text[]
    ) with ordinality as d(store_id, kind, subject_id, recipient, send_at, payload, n)
    order by d.n
    on conflict (subject_id, kind) do nothing`,
);

/** Inserts deliveries; one already recorded for the same subject and kind is left as it is. */
export async function insertDeliveries(db: Executor, rows: NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <T>(pick: (row: NewDelivery) => T) => rows.map(pick);
  await insertDeliveriesQuery(db, {
    storeId: column((row) => row.storeId),
    kind: column((row) => row.kind),
    subjectId: column((row) => row.subjectId),
    recipient: column((row) => row.recipient),
    sendAt: column((row) => row.sendAt?.toISOString() ?? null),
    payload: column((row) => (row.payload == null ? null : JSON.stringify(row.payload))),
  });
}

/** Pending deliveries whose moment has come, oldest first. */
export async function selectDueDeliveryIds(db: Executor, limit: number): Promise<string[]> {
  const due = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.state, 'pending'), lte(deliveries.sendAt, sql`now()`)))
    .orderBy(asc(deliveries.sendAt))
    .limit(limit);
  return due.map((row) => row.id);
}

/**
 * A living sender's heartbeat: the rows it holds stay fresh, so no sweep takes them over. A row
 * locked by its sent record is skipped (it is about to be finished), so the heartbeat never waits on
 * a record of many rows that may wait on it.
 */
export async function touchSending(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const held = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(inArray(deliveries.id, ids), eq(deliveries.state, 'sending')))
    .for('update', { skipLocked: true });
  await db
    .update(deliveries)
    .set({ updatedAt: sql`now()` })
    .where(inArray(deliveries.id, held));
}

/** Marks pending deliveries as handed to the queue. */
export async function markQueued(db: Executor, ids: string[]): Promise<void> {
  await db
    .update(deliveries)
    .set({ state: 'sending', updatedAt: sql`now()` })
    .where(and(inArray(deliveries.id, ids), eq(deliveries.state, 'pending')));
}

export type GiftDelivery = Pick<DeliveryRow, 'id' | 'state' | 'recipient' | 'sendAt' | 'sentAt' | 'lastError'>;

/** The gift email of a card (one per card), as the dashboard shows its state. */
export async function findGiftDelivery(db: Executor, giftCardId: string): Promise<GiftDelivery | null> {
  const [row] = await db
    .select({
      id: deliveries.id,
      state: deliveries.state,
      recipient: deliveries.recipient,
      sendAt: deliveries.sendAt,
      sentAt: deliveries.sentAt,
      lastError: deliveries.lastError,
    })
    .from(deliveries)
    .where(and(eq(deliveries.subjectId, giftCardId), eq(deliveries.kind, 'gift')))
    .limit(1);
  return row ?? null;
}

/** Puts a card's gift delivery back to 'pending', due now, for `recipient`; null when the card has none. */
export async function resetGiftDelivery(tx: Executor, giftCardId: string, recipient: string): Promise<string | null> {
  const [reset] = await tx
    .update(deliveries)
    .set({
      recipient,
      state: 'pending',
      sendAt: sql`now()`,
      attempts: 0,
      requeues: 0,
      lastError: null,
      sentAt: null,
      payload: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(deliveries.subjectId, giftCardId), eq(deliveries.kind, 'gift')))
    .returning({ id: deliveries.id });
  return reset?.id ?? null;
}

export async function updateDelivery(
  db: Executor,
  id: string,
  change: Partial<Pick<typeof deliveries.$inferInsert, 'state' | 'recipient' | 'sendAt' | 'attempts' | 'lastError'>>,
) {
  await db
    .update(deliveries)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(deliveries.id, id));
}
