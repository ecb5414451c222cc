import type { EventType } from '@giftfront/domain/events';
import type { Executor } from '../../db/client.ts';
import type { SQL, WithSubquery } from 'drizzle-orm';
import {
  eventAfterChange,
  eventAfterChangeValues,
  insertEvent,
  compiledCardEventsWithChange as compiledCardEventRowsWithChange,
  compiledEventsWithChange as compiledEventRowsWithChange,
  type EventRow,
  type NewEventRow,
} from './event-repository.ts';

/** What a change says about itself; written by the caller inside the change's own transaction. */
export interface NewEvent {
  storeId: string;
  type: EventType;
  giftCardId?: string | null;
  orderId?: string | null;
  /** Facts for consumers: card id and last 4, never a full code; amounts in minor units with their currency. */
  data: Record<string, unknown>;
}

/**
 * The transactional outbox (docs/decisions/0060): `db` must be the transaction that makes the
 * change, so the change and its event commit or roll back together.
 */
export async function recordEvent(db: Executor, event: NewEvent): Promise<EventRow> {
  return insertEvent(db, eventRow(event));
}

const eventRow = (event: NewEvent): NewEventRow => ({
  storeId: event.storeId,
  type: event.type,
  giftCardId: event.giftCardId ?? null,
  orderId: event.orderId ?? null,
  data: event.data,
});

/**
 * The outbox without a transaction around it: `change` is the caller's own data-modifying statement
 * over many rows (with RETURNING `id` and `sql.placeholder`s), built once under `name` with one event
 * per changed row, written only for the rows the change returns. For a hot path where a
 * transaction's round trips and commits are the cost (gift emails recorded as sent, many at once).
 * Each call gives the change's placeholders' values and each event with the id of its row
 * (`changeId`), at most one event per card.
 */
export function compiledEventsWithChange(
  name: string,
  change: SQL,
): (db: Executor, values: Record<string, unknown>, list: Array<NewEvent & { changeId: string }>) => Promise<unknown[]> {
  const run = compiledEventRowsWithChange(name, change);
  return (db, values, list) =>
    run(
      db,
      values,
      list.map((event) => ({ ...eventRow(event), changeId: event.changeId })),
    );
}

/**
 * compiledEventsWithChange for a change of many cards, one event per card (a batch issued or voided
 * at once, an order's cards): `change` returns `gift_card_id` and `id` for each card it changes, and
 * each card's event has that `id` at `idPath` in its data (whatever the call's event has there is
 * replaced). Only the cards the change returns get their event.
 */
export function compiledCardEventsWithChange(
  name: string,
  change: SQL,
  idPath: readonly string[],
): (
  db: Executor,
  values: Record<string, unknown>,
  list: Array<NewEvent & { giftCardId: string }>,
) => Promise<unknown[]> {
  const run = compiledCardEventRowsWithChange(name, change, idPath);
  return (db, values, list) => run(db, values, list.map(eventRow));
}

/**
 * The outbox as a CTE of the caller's own compiled statement (docs/decisions/0060,
 * db/compiled-query.ts): an event of `type` is written only when `change`, a data-modifying CTE of
 * that statement with RETURNING, returns a row. Include the answer in the statement's `with`, and
 * recordEventAfterValues(event) in each call's values (issue 24: the order and its order.paid event
 * in one statement, built once).
 */
export function recordEventAfter(db: Executor, change: WithSubquery, type: EventType) {
  return eventAfterChange(db, change, type);
}

/** The values recordEventAfter's CTE takes for `event` (of the type it was built with, without a card). */
export function recordEventAfterValues(event: Omit<NewEvent, 'type' | 'giftCardId'>) {
  return eventAfterChangeValues({ ...event, orderId: event.orderId ?? null });
}
