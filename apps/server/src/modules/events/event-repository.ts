import { and, asc, eq, gt, inArray, isNull, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiledSql } from '../../db/compiled-query.ts';
import { rowsOf } from '../../db/rows-of.ts';
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

/**
 * `change` (a data-modifying statement of the caller's module over many rows, with RETURNING `id`)
 * and an event for each row it changed, in one statement built once under `name` (issue 24: many
 * sent mails recorded with one commit). Each event names the row it tells of (`changeId`); a row
 * the change returns no id for gets no event, a row without an event is only changed. A card's event
 * takes the card's next sequence number from one upsert, which cannot touch one card's counter twice:
 * at most one event per card per call. Counters are locked in card order, events written in the order
 * given. Each call gives the change's placeholders' values and the events; it returns the change's rows.
 *
 * The event arrays are read through scalar subqueries, `unnest((select $n::uuid[]), …)`: a plan made
 * for a call's values (a custom plan) would know each array's length, find itself cheaper than the
 * generic plan (which guesses 10 elements) and so be made again for every call, since PostgreSQL
 * keeps a named statement's generic plan only when it costs no more than the custom ones. Hidden
 * from both, the lengths cost the same and the generic plan is kept after the first five calls (the
 * sent mails' record: 0.43 → 0.31 ms of PostgreSQL's CPU per statement of two; issue 24). Give
 * `change`'s own arrays the same way.
 */
export function compiledEventsWithChange(
  name: string,
  change: SQL,
): (
  db: Executor,
  values: Record<string, unknown>,
  rows: Array<NewEventRow & { changeId: string }>,
) => Promise<unknown[]> {
  const statement = compiledSql(
    name,
    sql`
    with change as (${change}),
    given as (
      select g.* from unnest(
        (select ${sql.placeholder('eventChangeId')}::uuid[]), (select ${sql.placeholder('eventGiftCardId')}::uuid[]),
        (select ${sql.placeholder('eventStoreId')}::uuid[]), (select ${sql.placeholder('eventType')}::text[]),
        (select ${sql.placeholder('eventOrderId')}::uuid[]), (select ${sql.placeholder('eventData')}::text[])
      ) with ordinality as g(change_id, gift_card_id, store_id, type, order_id, data, n)
      where g.change_id in (select id from change)
    ),
    sequenced as (
      insert into ${cardEventSequences} (gift_card_id, last_sequence)
      select gift_card_id, 1 from given where gift_card_id is not null order by gift_card_id
      on conflict (gift_card_id) do update set last_sequence = ${cardEventSequences}.last_sequence + 1
      returning gift_card_id, last_sequence
    ),
    recorded as (
      insert into ${events} (store_id, type, gift_card_id, order_id, data, card_sequence)
      select given.store_id, given.type, given.gift_card_id, given.order_id, given.data::jsonb, sequenced.last_sequence
      from given
      left join sequenced on sequenced.gift_card_id = given.gift_card_id
      order by given.n
    )
    select * from change`,
  );
  return async (db, values, rows) => {
    const cards = rows.flatMap((row) => (row.giftCardId ? [row.giftCardId] : []));
    if (new Set(cards).size < cards.length) throw new Error(`${name}: two events of one card in one statement`);
    const column = <T>(pick: (row: NewEventRow & { changeId: string }) => T) => rows.map(pick);
    return rowsOf(
      await statement(db, {
        ...values,
        eventChangeId: column((row) => row.changeId),
        eventGiftCardId: column((row) => row.giftCardId ?? null),
        eventStoreId: column((row) => row.storeId),
        eventType: column((row) => row.type),
        eventOrderId: column((row) => row.orderId ?? null),
        eventData: column((row) => JSON.stringify(row.data)),
      }),
    );
  };
}

/**
 * An event without a card as a CTE of the caller's compiled statement (db/compiled-query.ts),
 * written only when `change` (a data-modifying CTE of the same statement, with RETURNING) returns a
 * row: the change and its event in one round trip, committed or rolled back with it (issue 24). Its
 * type is fixed here; its store, order and data are the statement's placeholders `eventStoreId`,
 * `eventOrderId` and `eventData` (JSON text), which eventAfterChangeValues gives.
 */
export function eventAfterChange(db: Executor, change: WithSubquery, type: NewEventRow['type']) {
  return db.$with('recorded_event', {}).as(sql`
    insert into ${events} (store_id, type, order_id, data)
    select ${sql.placeholder('eventStoreId')}::uuid, ${type}, ${sql.placeholder('eventOrderId')}::uuid,
      ${sql.placeholder('eventData')}::text::jsonb
    where exists (select from ${change})`);
}

/** The placeholders' values of eventAfterChange's CTE for `row`. */
export const eventAfterChangeValues = (row: Pick<NewEventRow, 'storeId' | 'orderId' | 'data'>) => ({
  eventStoreId: row.storeId,
  eventOrderId: row.orderId ?? null,
  eventData: JSON.stringify(row.data),
});

/**
 * `change` (a data-modifying statement of the caller's module over many cards, at most one row per
 * card, with RETURNING `gift_card_id` and `id`) and each changed card's event, in one statement built
 * once under `name` (issue 24: a ledger batch and its events in one round trip, where they took two).
 * Each card's next sequence number comes from one upsert (its row locks order the card's writers as
 * nextCardSequence's do), then its event with it, in the order given (position follows it); a card
 * the change returns no row for gets no event. An event's data has, at `idPath`, the `id` the change
 * returned for its card (decision 0164: each column travels as one array). Each call gives the
 * change's placeholders' values and one event per card; it returns the change's rows.
 */
export function compiledCardEventsWithChange(
  name: string,
  change: SQL,
  idPath: readonly string[],
): (db: Executor, values: Record<string, unknown>, rows: NewEventRow[]) => Promise<unknown[]> {
  if (!idPath.every((key) => /^[A-Za-z]+$/.test(key))) throw new Error(`compiledCardEventsWithChange: bad path`);
  const path = sql.raw(`'{${idPath.join(',')}}'::text[]`);
  const statement = compiledSql(
    name,
    sql`
    with change as (${change}),
    given as (
      select g.* from unnest(
        ${sql.placeholder('eventGiftCardId')}::uuid[], ${sql.placeholder('eventStoreId')}::uuid[],
        ${sql.placeholder('eventType')}::text[], ${sql.placeholder('eventOrderId')}::uuid[],
        ${sql.placeholder('eventData')}::text[]
      ) with ordinality as g(gift_card_id, store_id, type, order_id, data, n)
      join change on change.gift_card_id = g.gift_card_id
    ),
    sequenced as (
      insert into ${cardEventSequences} (gift_card_id, last_sequence)
      select gift_card_id, 1 from given
      on conflict (gift_card_id) do update set last_sequence = ${cardEventSequences}.last_sequence + 1
      returning gift_card_id, last_sequence
    ),
    recorded as (
      insert into ${events} (store_id, type, gift_card_id, order_id, data, card_sequence)
      select given.store_id, given.type, given.gift_card_id, given.order_id,
        jsonb_set(given.data::jsonb, ${path}, to_jsonb(change.id)), sequenced.last_sequence
      from given
      join sequenced on sequenced.gift_card_id = given.gift_card_id
      join change on change.gift_card_id = given.gift_card_id
      order by given.n
    )
    select * from change`,
  );
  return async (db, values, rows) => {
    const column = <T>(pick: (row: NewEventRow) => T) => rows.map(pick);
    return rowsOf(
      await statement(db, {
        ...values,
        eventGiftCardId: column((row) => row.giftCardId),
        eventStoreId: column((row) => row.storeId),
        eventType: column((row) => row.type),
        eventOrderId: column((row) => row.orderId ?? null),
        eventData: column((row) => JSON.stringify(row.data)),
      }),
    );
  };
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
