import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftCards } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createAdminTestApp, ownerSession } from '../../../test/admin.ts';
import { ledgerOf } from '../../../test/gift-card-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const today = () => new Date().toISOString().slice(0, 10);

describe('a promotional batch (decision 0161)', () => {
  it('holds its cards’ value as promotional credit: shown apart in the liability report and spent as the promotional part', async () => {
    const { as } = await ownerSession(t.app, t.db, { timeZone: 'UTC' });
    const res = await as({
      method: 'POST',
      url: '/api/admin/batches',
      payload: { label: 'Spring giveaway', quantity: 2, amount: 25, promotional: true, expiresOn: '2031-06-30' },
    });
    expect(res.statusCode).toBe(201);
    const cards = await t.db.select().from(giftCards).where(eq(giftCards.batchId, res.json().id));
    for (const card of cards)
      expect(card).toMatchObject({ balanceMinor: 2500, promoBalanceMinor: 2500, promoExpiresOn: '2031-06-30' });
    const [spent] = cards;
    expect(await ledgerOf(t.db, spent!.id)).toMatchObject([{ kind: 'issue', amountMinor: 2500, promoMinor: 2500 }]);

    const redeemed = await as({
      method: 'POST',
      url: `/api/admin/gift-cards/${spent!.id}/redemptions`,
      payload: { amount: 10 },
    });
    expect(redeemed.statusCode).toBe(201);
    const [after] = await t.db.select().from(giftCards).where(eq(giftCards.id, spent!.id));
    expect(after).toMatchObject({ balanceMinor: 1500, promoBalanceMinor: 1500 });
    expect((await ledgerOf(t.db, spent!.id)).at(-1)).toMatchObject({
      kind: 'redeem',
      amountMinor: -1000,
      promoMinor: -1000,
    });

    const range = `from=${today()}&to=${today()}`;
    const report = (await as({ method: 'GET', url: `/api/admin/reports/liability?${range}` })).json();
    expect(report).toMatchObject({
      issued: 50,
      redeemed: 10,
      closing: 40,
      paid: { issued: 0, redeemed: 0, closing: 0 },
      promotional: { issued: 50, redeemed: 10, closing: 40 },
    });
    const sales = (await as({ method: 'GET', url: `/api/admin/reports/sales?${range}&groupBy=day` })).json();
    expect(sales.bonusCredit).toMatchObject({ granted: 50, used: 10 });
  });

  it('a batch that is not promotional holds paid money', async () => {
    const { as } = await ownerSession(t.app, t.db);
    const res = await as({
      method: 'POST',
      url: '/api/admin/batches',
      payload: { label: 'Staff', quantity: 1, amount: 25 },
    });
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.batchId, res.json().id));
    expect(card).toMatchObject({ balanceMinor: 2500, promoBalanceMinor: 0, promoExpiresOn: null });
    expect(await ledgerOf(t.db, card!.id)).toMatchObject([{ kind: 'issue', amountMinor: 2500, promoMinor: 0 }]);
  });

  it('refuses promotional card stock in a sentence, writing nothing', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const res = await as({
      method: 'POST',
      url: '/api/admin/batches',
      payload: { label: 'Stock', quantity: 2, inactive: true, promotional: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cannot be promotional/);
    expect(await t.db.select().from(giftCards).where(eq(giftCards.storeId, store.id))).toEqual([]);
  });
});
