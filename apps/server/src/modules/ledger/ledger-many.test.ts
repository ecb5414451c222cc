import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';
import { events, giftCardLedger } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStore } from '../../../test/factories.ts';
import { insertGiftCard, insertOrder, storeIdOf } from '../../../test/delivery-factories.ts';
import { appendLedger, appendLedgerMany } from './index.ts';

/**
 * appendLedgerMany writes the entries and their cards' events in one statement (issue 24): each
 * event names its own entry's id, takes its card's next sequence number, and nothing of it stays
 * when the transaction rolls back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const cardEvents = (ids: string[]) =>
  t.db.select().from(events).where(inArray(events.giftCardId, ids)).orderBy(asc(events.position));
const entries = (ids: string[]) =>
  t.db.select().from(giftCardLedger).where(inArray(giftCardLedger.giftCardId, ids)).orderBy(asc(giftCardLedger.id));

describe('many ledger entries and their events, one statement (issue 24)', () => {
  it('each event names its entry, in the order given, after the card’s earlier events; nulls stay SQL NULL', async () => {
    const storeId = await storeIdOf(t.db, (await createStore(t.db)).slug);
    const order = await insertOrder(t.db, storeId);
    const [first, second] = [await insertGiftCard(t.db, storeId), await insertGiftCard(t.db, storeId)];
    // The second card already has an event: its next one is its second.
    await appendLedger(t.db, { giftCardId: second.id, kind: 'void', amountMinor: 0, reason: 'test' });
    await t.db.transaction((tx) =>
      appendLedgerMany(tx, [
        { giftCardId: second.id, kind: 'reactivate', amountMinor: 0, actor: 'staff@example.com' },
        { giftCardId: first.id, kind: 'issue', amountMinor: 5000, orderId: order.id, promotionalMinor: 500 },
      ]),
    );

    const written = await entries([first.id, second.id]);
    expect(written.map((row) => [row.giftCardId, row.kind])).toEqual([
      [second.id, 'void'],
      [second.id, 'reactivate'],
      [first.id, 'issue'],
    ]);
    const [, reactivated, issued] = written;
    expect(issued).toMatchObject({
      amountMinor: 5000,
      promoMinor: 500,
      orderId: order.id,
      channel: 'checkout',
      paymentIntentId: null,
      actor: null,
      reason: null,
      note: null,
      redemptionId: null,
    });
    expect(reactivated).toMatchObject({ actor: 'staff@example.com', channel: 'system', orderId: null });
    const nulls = rowsOf<{ all_null: boolean }>(
      await t.db.execute(sql`
        select (note is null and actor is null and reason is null and redemption_id is null
          and payment_intent_id is null) as all_null
        from gift_card_ledger where id = ${issued!.id}`),
    );
    expect(nulls).toEqual([{ all_null: true }]);

    const recorded = await cardEvents([first.id, second.id]);
    expect(recorded.map((event) => [event.giftCardId, event.type, event.cardSequence])).toEqual([
      [second.id, 'gift_card.voided', 1],
      [second.id, 'gift_card.reactivated', 2],
      [first.id, 'gift_card.issued', 1],
    ]);
    expect(recorded[2]).toMatchObject({ storeId, orderId: order.id });
    expect(recorded[1]!.orderId).toBeNull();
    expect(recorded[2]!.data).toEqual({
      giftCard: {
        id: first.id,
        last4: first.code.slice(-4),
        kind: first.kind,
        currency: 'USD',
        balanceMinor: first.balanceMinor,
      },
      activity: {
        ledgerEntryId: Number(issued!.id),
        kind: 'issue',
        amountMinor: 5000,
        promotionalMinor: 500,
        channel: 'checkout',
        actor: null,
        reason: null,
        redemptionId: null,
      },
    });
    expect(recorded[1]!.data).toMatchObject({
      activity: { ledgerEntryId: Number(reactivated!.id), kind: 'reactivate', actor: 'staff@example.com' },
    });
    // No code in any event.
    for (const event of recorded) expect(JSON.stringify(event.data)).not.toContain(first.code);
  });

  it('the entries, their events and the cards’ sequence numbers roll back together', async () => {
    const storeId = await storeIdOf(t.db, (await createStore(t.db)).slug);
    const card = await insertGiftCard(t.db, storeId);
    const refusal = new Error('roll back');
    await expect(
      t.db.transaction(async (tx) => {
        await appendLedgerMany(tx, [{ giftCardId: card.id, kind: 'issue', amountMinor: 5000 }]);
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await entries([card.id])).toEqual([]);
    expect(await cardEvents([card.id])).toEqual([]);
    // The sequence starts again at 1: the rolled-back upsert left no counter behind.
    await appendLedgerMany(t.db, [{ giftCardId: card.id, kind: 'issue', amountMinor: 5000 }]);
    expect((await cardEvents([card.id])).map((event) => event.cardSequence)).toEqual([1]);
    const [entry] = await entries([card.id]);
    const [event] = await cardEvents([card.id]);
    expect(event!.data).toMatchObject({ activity: { ledgerEntryId: Number(entry!.id) } });
    expect(await t.db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, card.id))).toHaveLength(1);
  });
});
