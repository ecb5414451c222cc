import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { storeFileSchema } from '@giftfront/domain/store-file';
import { events, giftCards, stores } from '../../db/schema/index.ts';
import { hostOf, type TestApp } from '../../../test/test-app.ts';
import { asStaff, createAdminTestApp, createStaffUser, ownerSession, signIn } from '../../../test/admin.ts';
import { exportStore, importStore } from '../store-file/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const eventsOf = async (giftCardId: string) =>
  t.db
    .select({ type: events.type, data: events.data })
    .from(events)
    .where(eq(events.giftCardId, giftCardId))
    .orderBy(asc(events.cardSequence));

describe('the events of card stock activated at the counter (decision 0160)', () => {
  it('a card of stock has one gift_card.issued when printed and one gift_card.activated when sold, never a second issued', async () => {
    const { as } = await ownerSession(t.app, t.db);
    const batch = (
      await as({
        method: 'POST',
        url: '/api/admin/batches',
        payload: { label: 'Plastic', quantity: 2, inactive: true },
      })
    ).json();
    const [sold, kept] = await t.db.select().from(giftCards).where(eq(giftCards.batchId, batch.id));
    const res = await as({ method: 'POST', url: '/api/admin/activations', payload: { code: sold!.code, amount: 35 } });
    expect(res.statusCode).toBe(201);

    const soldEvents = await eventsOf(sold!.id);
    expect(soldEvents.map((event) => event.type)).toEqual(['gift_card.issued', 'gift_card.activated']);
    expect(soldEvents[1]!.data).toMatchObject({
      giftCard: { balanceMinor: 3500 },
      activity: { kind: 'issue', amountMinor: 3500, channel: 'counter' },
    });
    expect(JSON.stringify(soldEvents)).not.toContain(sold!.code);
    expect((await eventsOf(kept!.id)).map((event) => event.type)).toEqual(['gift_card.issued']);
  });
});

describe('card stock through the store file (decision 0160)', () => {
  it('exports unsold stock as Inactive card stock that imports back as stock a till can sell; sold and spent cards keep their state', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const batch = (
      await as({
        method: 'POST',
        url: '/api/admin/batches',
        payload: { label: 'Plastic', quantity: 3, inactive: true },
      })
    ).json();
    const [sold, spent, stock] = await t.db.select().from(giftCards).where(eq(giftCards.batchId, batch.id));
    for (const card of [sold!, spent!])
      expect(
        (await as({ method: 'POST', url: '/api/admin/activations', payload: { code: card.code, amount: 20 } }))
          .statusCode,
      ).toBe(201);
    const redeemed = await as({
      method: 'POST',
      url: `/api/admin/gift-cards/${spent!.id}/redemptions`,
      payload: { amount: 20 },
    });
    expect(redeemed.statusCode).toBe(201);

    const exported = await exportStore(t.db, store.slug);
    const inFile = Object.fromEntries((exported?.giftCards ?? []).map((card) => [card.code, card]));
    expect(inFile[stock!.code]).toMatchObject({ status: 'Inactive', balance: 0, cardStock: true });
    expect(inFile[sold!.code]).toMatchObject({ status: 'Active', balance: 20 });
    expect(inFile[sold!.code]).not.toHaveProperty('cardStock');

    const slug = `${store.slug}-copy`;
    await importStore(t.db, storeFileSchema.parse({ ...exported, slug }));
    const [copy] = await t.db.select().from(stores).where(eq(stores.slug, slug));
    const imported = Object.fromEntries(
      (await t.db.select().from(giftCards).where(eq(giftCards.storeId, copy!.id))).map((card) => [card.code, card]),
    );
    expect(imported[stock!.code]).toMatchObject({ status: 'Inactive', balanceMinor: 0, voidedReason: null });
    expect(imported[sold!.code]).toMatchObject({ status: 'Active', balanceMinor: 2000 });
    expect(imported[spent!.code]).toMatchObject({ status: 'Active', balanceMinor: 0 });

    // A till of the imported store sells the stock card: Active with the amount paid.
    const { host } = hostOf(slug);
    const copyStore = {
      id: copy!.id,
      slug,
      host,
      origin: `http://${host}`,
      headers: { host, origin: `http://${host}`, 'x-forwarded-for': '10.250.0.31' },
    };
    const staff = await createStaffUser(t.db, copyStore, { role: 'staff' });
    const cookie = await signIn(t.app, copyStore, staff.email);
    const activated = await t.app.inject(
      asStaff(copyStore, cookie, {
        method: 'POST',
        url: '/api/admin/activations',
        payload: { code: stock!.code, amount: 15 },
      }),
    );
    expect(activated.statusCode).toBe(201);
    expect(activated.json()).toMatchObject({ card: { balance: 15 }, batchLabel: '' });
  });

  it('refuses card stock in a store file that is not Inactive or holds money, by its path', () => {
    const file = (card: object) =>
      storeFileSchema.safeParse({
        slug: 'stock-check',
        giftCards: [{ code: 'STOCK-0001-AAAA', isoCurrencyCode: 'USD', ...card }],
      });
    const problems = (card: object) => file(card).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(problems({ balance: 5, status: 'Inactive', cardStock: true })).toContainEqual([
      'giftCards.0.balance',
      'card stock holds no money until it is activated: expected 0',
    ]);
    expect(problems({ balance: 0, status: 'Active', cardStock: true })).toContainEqual([
      'giftCards.0.status',
      'card stock not yet activated is "Inactive"',
    ]);
  });
});
