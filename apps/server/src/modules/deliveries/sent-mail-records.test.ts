import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { deliveries, events } from '../../db/schema/index.ts';
import { createTestDatabase, testDatabaseKind } from '../../../test/test-database.ts';
import { createStore } from '../../../test/factories.ts';
import { insertGiftCard, storeIdOf } from '../../../test/delivery-factories.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { claimDeliveries, type DeliveryRow } from './delivery-repository.ts';
import { markSentWithEvents } from './delivery-events.ts';
import { recordDeliveries, type DeliveryKind } from './record-deliveries.ts';
import { sentMailRecorder } from './sent-mail-records.ts';

let database: DatabaseHandle;
let storeId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  storeId = await storeIdOf(database.db, (await createStore(database.db)).slug);
});
afterAll(async () => {
  await database?.close();
});

/** Claimed ('sending') deliveries of `kind` for fresh cards, or for the cards given. */
async function sending(kind: DeliveryKind, cardIds: string[]): Promise<DeliveryRow[]> {
  await recordDeliveries(
    database.db,
    cardIds.map((subjectId) => ({ storeId, kind, subjectId, recipient: 'sam@example.com' })),
  );
  const rows = await database.db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(inArray(deliveries.subjectId, cardIds), eq(deliveries.kind, kind)));
  return claimDeliveries(
    database.db,
    rows.map((row) => row.id),
  );
}

const freshCards = async (count: number) =>
  Promise.all(Array.from({ length: count }, async () => (await insertGiftCard(database.db, storeId)).id));

const sentEventsOf = (cardIds: string[]) =>
  database.db
    .select()
    .from(events)
    .where(inArray(events.giftCardId, cardIds))
    .orderBy(asc(events.position))
    .then((rows) => rows.filter((row) => row.type === 'delivery.sent'));

describe('sent mails recorded in groups', () => {
  it('writes the records asked for while one is being written together, in one statement, each caller told its own', async () => {
    const cards = await freshCards(6);
    const claimed = await sending('gift', cards);
    const recordSent = sentMailRecorder(database.db);

    const outcomes = await Promise.all(claimed.map((delivery) => recordSent(delivery, `Gift ${delivery.id}`)));

    expect(outcomes).toEqual(claimed.map(() => true));
    const rows = await database.db
      .select()
      .from(deliveries)
      .where(
        inArray(
          deliveries.id,
          claimed.map((delivery) => delivery.id),
        ),
      );
    for (const row of rows) expect(row).toMatchObject({ state: 'sent', subject: `Gift ${row.id}`, payload: null });
    const sent = await sentEventsOf(cards);
    expect(sent.map((event) => event.giftCardId).sort()).toEqual([...cards].sort());
    // The first is written at once; the five asked for meanwhile share the next statement's transaction.
    expect(new Set(sent.map((event) => event.txId)).size).toBe(2);
    expect(sent.map((event) => event.cardSequence)).toEqual(cards.map(() => 1));
  });

  it('never writes two events of one card in one statement: they follow each other in the card’s sequence', async () => {
    const [card, other] = await freshCards(2);
    const [gift] = await sending('gift', [card!]);
    const [cancelled] = await sending('gift-cancelled', [card!]);
    // The first is written at once; the card's two mails are asked for while it is.
    const claimed = [...(await sending('gift', [other!])), gift!, cancelled!];
    const recordSent = sentMailRecorder(database.db);

    const outcomes = await Promise.all(claimed.map((delivery) => recordSent(delivery, 'Your gift')));

    expect(outcomes).toEqual([true, true, true]);
    const ofCard = await sentEventsOf([card!]);
    expect(ofCard.map((event) => event.cardSequence)).toEqual([1, 2]);
    expect(ofCard[0]!.txId).not.toBe(ofCard[1]!.txId);
  });

  it('tells a caller whose delivery is no longer sending that it was not recorded, and records the rest of its group', async () => {
    const cards = await freshCards(3);
    const claimed = await sending('gift', cards);
    await database.db.update(deliveries).set({ state: 'failed' }).where(eq(deliveries.id, claimed[2]!.id));
    const recordSent = sentMailRecorder(database.db);

    const outcomes = await Promise.all(claimed.map((delivery) => recordSent(delivery, 'Your gift')));

    expect(outcomes).toEqual([true, true, false]);
    expect((await sentEventsOf(cards)).map((event) => event.giftCardId)).toEqual(cards.slice(0, 2));
  });

  // PGlite keeps no named statements (db/compiled-query.ts); PostgreSQL keeps them per connection.
  it.runIf(testDatabaseKind === 'postgres')(
    'is planned once per connection on PostgreSQL: its generic plan is kept after the first five calls',
    async () => {
      const claimed = await sending('gift', await freshCards(16));
      const plans = await database.db.transaction(async (tx) => {
        // As many rows as a burst of due gifts leaves (the plans' costs depend on the table's size).
        await tx.execute(
          sql`insert into ${deliveries} (store_id, kind, subject_id, recipient, state)
            select ${storeId}, 'gift', gen_random_uuid(), 'sam@example.com', 'sent' from generate_series(1, 10000)`,
        );
        // One connection, with groups of one and two as the slots make them.
        for (let i = 0, size = 1; i < claimed.length; i += size, size = 3 - size) {
          const group = claimed.slice(i, i + size);
          await markSentWithEvents(
            tx,
            group.map((delivery) => ({ delivery, subject: 'Your gift' })),
          );
        }
        const [row] = rowsOf<{ generic: string; custom: string }>(
          await tx.execute(
            sql`select generic_plans as generic, custom_plans as custom from pg_prepared_statements where name = 'mark_deliveries_sent_with_events'`,
          ),
        );
        return row!;
      });
      // Without the lengths hidden from the planner every call was planned again (custom plans only).
      expect(Number(plans.custom)).toBe(5);
      expect(Number(plans.generic)).toBeGreaterThan(0);
    },
  );
});
