import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { codeEnding } from '@giftfront/domain/gift-card';
import { events } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createAdminTestApp, ownerSession } from '../../../test/admin.ts';
import { placeOrder } from '../../../test/admin-orders.ts';
import { createStore } from '../../../test/factories.ts';
import { storeIdOf } from '../../../test/delivery-factories.ts';
import { waitFor } from '../../../test/wait-for.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp({ JOBS_ENABLED: 'true', JOBS_POLL_INTERVAL_MS: '50' });
});
afterAll(async () => {
  await t.close();
});

const storeEvents = (storeId: string) =>
  t.db.select().from(events).where(eq(events.storeId, storeId)).orderBy(asc(events.position));
const typesOf = (rows: { type: string }[]) => rows.map((row) => row.type);

describe('events written with their changes', () => {
  it('a paid order writes order.paid, one gift_card.issued per card and, once mailed, delivery.sent; never a code', async () => {
    const { store } = await ownerSession(t.app, t.db);
    const { order, cards } = await placeOrder(t, store);
    await waitFor(
      async () => typesOf(await storeEvents(store.id)).filter((type) => type === 'delivery.sent').length === 3,
      20_000,
      'the receipt and both gift emails sent',
    );
    const rows = await storeEvents(store.id);
    expect(typesOf(rows).slice(0, 3)).toEqual(['order.paid', 'gift_card.issued', 'gift_card.issued']);
    expect(rows[0]).toMatchObject({ orderId: order.id, giftCardId: null, cardSequence: null });
    for (const card of cards) {
      const ofCard = rows.filter((row) => row.giftCardId === card.id);
      expect(typesOf(ofCard)).toEqual(['gift_card.issued', 'delivery.sent']);
      expect(ofCard.map((row) => row.cardSequence)).toEqual([1, 2]);
      expect(ofCard[0]!.data).toMatchObject({
        giftCard: { id: card.id, last4: codeEnding(card.code), currency: 'USD', balanceMinor: card.initialMinor },
        activity: { kind: 'issue', amountMinor: card.initialMinor, channel: 'checkout' },
      });
    }
    const everything = JSON.stringify(rows);
    for (const card of cards) expect(everything).not.toContain(card.code);
    // The relay hands every event to pg-boss.
    await waitFor(
      async () =>
        (
          await t.db
            .select()
            .from(events)
            .where(and(eq(events.storeId, store.id), isNull(events.relayedAt)))
        ).length === 0,
      10_000,
      'every event relayed',
    );
  });

  it('a card that pays for an order writes its hold as gift_card.redeemed and then gift_card.captured', async () => {
    const { store } = await ownerSession(t.app, t.db);
    const { cards } = await placeOrder(t, store);
    const paying = cards.find((card) => card.initialMinor === 5000)!;
    await placeOrder(
      t,
      store,
      [
        { slug: 'classic', denominationId: 'd50' },
        { slug: 'classic', denominationId: 'd25' },
      ],
      { giftCardCodes: [paying.code] },
    );
    const ofCard = (await storeEvents(store.id)).filter(
      (row) => row.giftCardId === paying.id && row.type.startsWith('gift_card.'),
    );
    expect(typesOf(ofCard)).toEqual(['gift_card.issued', 'gift_card.redeemed', 'gift_card.captured']);
    expect(ofCard[1]!.data).toMatchObject({
      giftCard: { balanceMinor: 0 },
      activity: { kind: 'hold', amountMinor: -5000 },
    });
    expect(ofCard[2]!.data).toMatchObject({ activity: { kind: 'capture', amountMinor: 0 } });
  });

  it('an owner’s refund writes the card’s events and order.refunded in its transaction', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order } = await placeOrder(t, store);
    const detail = (await as({ url: `/api/admin/orders/${order.id}` })).json();
    const refund = await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { lineIds: [detail.lines[0].id], reason: 'Wrong recipient' },
    });
    expect(refund.statusCode).toBe(201);
    const rows = await storeEvents(store.id);
    const refunded = rows.find((row) => row.type === 'order.refunded')!;
    expect(refunded.data).toMatchObject({
      order: { id: order.id, currency: 'USD' },
      refund: { amountMinor: 2500, source: 'dashboard', reason: 'Wrong recipient' },
    });
    const voided = rows.find((row) => row.type === 'gift_card.voided')!;
    expect(voided).toMatchObject({ giftCardId: detail.cards[0].id, orderId: order.id });
    expect(voided.data).toMatchObject({
      giftCard: { balanceMinor: 0 },
      activity: { kind: 'void', amountMinor: -2500 },
    });
  });

  it('the store import brings a carried-over card’s balance through the ledger, with its event', async () => {
    const { slug } = await createStore(t.db, {
      giftCards: [{ code: 'CARRY-OVER-0001', balance: 12.34, isoCurrencyCode: 'USD' }],
    } as never);
    const rows = await storeEvents(await storeIdOf(t.db, slug));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'gift_card.issued', cardSequence: 1 });
    expect(rows[0]!.data).toMatchObject({
      giftCard: { last4: '0001', currency: 'USD', balanceMinor: 1234 },
      activity: { kind: 'import', amountMinor: 1234, channel: 'system' },
    });
    expect(JSON.stringify(rows[0])).not.toContain('CARRYOVER0001');
    expect(JSON.stringify(rows[0])).not.toContain('CARRY-OVER-0001');
  });
});
