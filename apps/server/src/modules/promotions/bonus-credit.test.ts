import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import { addMonthsToDay } from '@giftfront/domain/bonus-credit';
import { events, giftCardLedger, giftCards } from '../../db/schema/index.ts';
import {
  auditActions,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
  asStaff,
} from '../../../test/admin.ts';
import { placeOrder } from '../../../test/admin-orders.ts';
import { ledgerMatchesBalance } from '../../../test/checkout.ts';
import { issueCard } from '../../../test/gift-card-admin.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { hostOf } from '../../../test/test-app.ts';
import { changeBalance, grantBonus } from '../gift-cards/gift-card-ledger.ts';
import { holdGiftCardBalance, releaseIntentHolds } from '../gift-cards/gift-card-holds.ts';
import { recordExpiriesForAllStores } from '../gift-cards/card-expiry-plugin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const today = () => utcToWallTime(new Date(), 'UTC').slice(0, 10);
const card = async (id: string) => (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;
const ledger = (id: string) =>
  t.db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, id)).orderBy(giftCardLedger.id);
const rule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Buy 50, get 20 %',
  minimumOrder: 50,
  bonusType: 'percent',
  bonusValue: 20,
  startsOn: addMonthsToDay(today(), -1),
  endsOn: addMonthsToDay(today(), 1),
  ...overrides,
});

/** A card of 50.00 with 10.00 of bonus credit expiring on `expiresOn`. */
async function cardWithBonus(storeId: string, expiresOn = '2031-01-31') {
  const { card: issued } = await issueCard(t.db, storeId, { balanceMinor: 5000, initialMinor: 5000 });
  await t.db.transaction((tx) => grantBonus(tx, { giftCardId: issued.id, amountMinor: 1000, expiresOn }));
  return issued;
}

describe('bonus credit rules on the dashboard', () => {
  it('lets an owner create and change a rule, audited, with the default 3 months of validity', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const created = await as({ method: 'POST', url: '/api/admin/bonus-rules', payload: rule() });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Buy 50, get 20 %',
      minimumOrder: 50,
      bonusValue: 20,
      validMonths: 3,
      active: true,
      granted: 0,
    });
    const changed = await as({
      method: 'PATCH',
      url: `/api/admin/bonus-rules/${created.json().id}`,
      payload: { bonusType: 'amount', bonusValue: 12.5, validMonths: 6 },
    });
    expect(changed.json()).toMatchObject({ bonusType: 'amount', bonusValue: 12.5, validMonths: 6 });
    const list = (await as({ url: '/api/admin/bonus-rules' })).json();
    expect(list).toMatchObject({ currency: 'USD', bonusRules: [{ name: 'Buy 50, get 20 %', bonusValue: 12.5 }] });
    expect(await auditActions(t.db, store.id)).toEqual(
      expect.arrayContaining(['bonus-rule.created', 'bonus-rule.changed']),
    );
  });

  it('refuses staff (403) and anyone not signed in (401)', async () => {
    const { store } = await ownerSession(t.app, t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    const asClerk = await t.app.inject(
      asStaff(store, cookie, { method: 'POST', url: '/api/admin/bonus-rules', payload: rule() }),
    );
    expect(asClerk.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/bonus-rules', headers: store.headers })).statusCode).toBe(401);
  });

  it('refuses a rule that cannot work with a sentence, writing nothing', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const backwards = await as({
      method: 'POST',
      url: '/api/admin/bonus-rules',
      payload: rule({ startsOn: '2026-12-31', endsOn: '2026-12-01', bonusValue: 150 }),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('The last day cannot be before the first day.');
    expect(backwards.json().message).toContain('A percentage cannot be over 100.');
    const nameless = await as({ method: 'POST', url: '/api/admin/bonus-rules', payload: rule({ name: ' ' }) });
    expect(nameless.json().message).toContain('Give the promotion a name.');
    const missing = await as({
      method: 'PATCH',
      url: '/api/admin/bonus-rules/7b1c86f6-5f0c-4c43-9d83-5d2c1b0b7e11',
      payload: { active: false },
    });
    expect(missing.statusCode).toBe(404);
    expect((await as({ url: '/api/admin/bonus-rules' })).json().bonusRules).toEqual([]);
    expect(await auditActions(t.db, store.id)).not.toContain('bonus-rule.created');
  });
});

describe('bonus credit at checkout', () => {
  it('adds the live rule’s bonus to the order’s cards as their promotional part, with its own expiry and event', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    await as({ method: 'POST', url: '/api/admin/bonus-rules', payload: rule() });
    await as({
      method: 'POST',
      url: '/api/admin/bonus-rules',
      payload: rule({
        name: 'Old',
        endsOn: addMonthsToDay(today(), -1),
        startsOn: addMonthsToDay(today(), -2),
        bonusValue: 90,
      }),
    });
    const publicRules = await t.app.inject({ url: '/api/Promotions/BonusRules', headers: hostOf(store.slug) });
    expect(publicRules.json().bonusRules).toEqual([
      expect.objectContaining({ name: 'Buy 50, get 20 %', bonusType: 'percent', amount: 20, minimumOrder: 50 }),
    ]);

    const { order, cards } = await placeOrder(t, store); // 25 + 50: 20 % is 15 of bonus, 5 and 10
    const [small, large] = [...cards].sort((a, b) => a.initialMinor - b.initialMinor);
    expect(small).toMatchObject({
      balanceMinor: 3000,
      promoBalanceMinor: 500,
      promoExpiresOn: addMonthsToDay(today(), 3),
    });
    expect(large).toMatchObject({ balanceMinor: 6000, promoBalanceMinor: 1000 });
    expect(await ledgerMatchesBalance(t.db, large!.id)).toEqual({ balance: 6000, ledger: 6000 });
    const entries = await ledger(large!.id);
    expect(entries.map((e) => [e.kind, e.amountMinor, e.promoMinor])).toEqual([
      ['issue', 5000, 0],
      ['bonus', 1000, 1000],
    ]);
    const [loaded] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.giftCardId, large!.id), eq(events.type, 'gift_card.loaded')));
    expect(loaded!.data).toMatchObject({ activity: { kind: 'bonus', amountMinor: 1000, promotionalMinor: 1000 } });
    expect(JSON.stringify(loaded!.data)).not.toContain(large!.code);
    const list = (await as({ url: '/api/admin/bonus-rules' })).json();
    expect(list.bonusRules.find((r: { name: string }) => r.name === 'Buy 50, get 20 %').granted).toBe(15);
    expect(order.giftCardsMinor).toBe(0);

    // The balance check and the recipient's page show both parts and the bonus's expiry.
    const lookup = await t.app.inject({ url: `/GiftCard/GetByCode/${large!.code}`, headers: hostOf(store.slug) });
    expect(lookup.json()).toMatchObject({ balance: 60, bonus: { balance: 10, expiresOn: addMonthsToDay(today(), 3) } });
    const page = await t.app.inject({ url: `/GiftCard/Preview/${large!.id}`, headers: hostOf(store.slug) });
    expect(page.body).toContain('<dt>Paid credit</dt><dd>$50.00</dd>');
    expect(page.body).toMatch(
      /<dt>Bonus credit<\/dt><dd>\$10\.00, expires [^<]+<span class="note"> Spent after the paid credit\.<\/span><\/dd>/,
    );
  });

  it('gives no bonus below the threshold or when the rule is switched off', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const made = (
      await as({ method: 'POST', url: '/api/admin/bonus-rules', payload: rule({ minimumOrder: 100 }) })
    ).json();
    const { cards } = await placeOrder(t, store);
    expect(cards.map((c) => c.promoBalanceMinor)).toEqual([0, 0]);
    await as({
      method: 'PATCH',
      url: `/api/admin/bonus-rules/${made.id}`,
      payload: { minimumOrder: 10, active: false },
    });
    const { cards: again } = await placeOrder(t, store);
    expect(again.map((c) => c.promoBalanceMinor)).toEqual([0, 0]);
  });

  it('never refunds the bonus: refunding the order voids the cards with their bonus and refunds only what was paid', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    await as({ method: 'POST', url: '/api/admin/bonus-rules', payload: rule() });
    const { order, cards } = await placeOrder(t, store);
    const res = await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { reason: 'Cancelled' },
    });
    expect(res.json()).toMatchObject({ refund: { amount: 75, loss: 0 }, paymentStatus: 'Refunded' });
    for (const c of cards) {
      expect(await card(c.id)).toMatchObject({ status: 'Voided', balanceMinor: 0, promoBalanceMinor: 0 });
      expect((await ledgerMatchesBalance(t.db, c.id)).ledger).toBe(0);
    }
  });

  it('refunds part of an order from the paid part only, leaving the bonus on the card', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    await as({ method: 'POST', url: '/api/admin/bonus-rules', payload: rule() });
    const { order, cards } = await placeOrder(t, store);
    const res = await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { amount: 10, reason: 'Goodwill' },
    });
    expect(res.statusCode).toBe(201);
    const after = await Promise.all(cards.map((c) => card(c.id)));
    expect(after.reduce((sum, c) => sum + c.balanceMinor - c.promoBalanceMinor, 0)).toBe(6500);
    expect(after.reduce((sum, c) => sum + c.promoBalanceMinor, 0)).toBe(1500);
  });
});

describe('spending a card with bonus credit', () => {
  it('takes the paid part first and the bonus only after it', async () => {
    const { store } = await ownerSession(t.app, t.db);
    const issued = await cardWithBonus(store.id);
    await t.db.transaction((tx) =>
      changeBalance(tx, { giftCardId: issued.id, kind: 'redeem', amountMinor: -4000, channel: 'counter' }),
    );
    expect(await card(issued.id)).toMatchObject({ balanceMinor: 2000, promoBalanceMinor: 1000 });
    await t.db.transaction((tx) =>
      changeBalance(tx, { giftCardId: issued.id, kind: 'redeem', amountMinor: -1500, channel: 'api' }),
    );
    expect(await card(issued.id)).toMatchObject({ balanceMinor: 500, promoBalanceMinor: 500 });
    expect((await ledger(issued.id)).map((e) => e.promoMinor)).toEqual([0, 1000, 0, -500]);
  });

  it('gives a released checkout hold back to the parts it came from, and a load adds only paid money', async () => {
    const { store } = await ownerSession(t.app, t.db);
    const issued = await cardWithBonus(store.id);
    const paymentIntentId = '0f6f2b0e-9d4f-4a57-8a8e-1b2f8f0c9a10';
    await t.db.transaction((tx) =>
      holdGiftCardBalance(tx, {
        giftCardId: issued.id,
        paymentIntentId,
        amountMinor: 5500,
        expiresAt: new Date(Date.now() + 60_000),
      }),
    );
    expect(await card(issued.id)).toMatchObject({ balanceMinor: 500, promoBalanceMinor: 500 });
    await t.db.transaction((tx) => releaseIntentHolds(tx, paymentIntentId, 'payment failed'));
    expect(await card(issued.id)).toMatchObject({ balanceMinor: 6000, promoBalanceMinor: 1000 });
    await t.db.transaction((tx) => changeBalance(tx, { giftCardId: issued.id, kind: 'topup', amountMinor: 2500 }));
    expect(await card(issued.id)).toMatchObject({ balanceMinor: 8500, promoBalanceMinor: 1000 });
  });

  it('refuses a spend over the whole balance, bonus included, writing nothing', async () => {
    const { store } = await ownerSession(t.app, t.db);
    const issued = await cardWithBonus(store.id);
    const taken = await t.db.transaction((tx) =>
      changeBalance(tx, { giftCardId: issued.id, kind: 'redeem', amountMinor: -6001, channel: 'counter' }),
    );
    expect(taken).toBe(false);
    expect(await ledger(issued.id)).toHaveLength(2);
  });
});

describe('bonus credit expiry', () => {
  it('removes only the bonus once its day has passed, with a gift_card.expired event, once', async () => {
    const { store } = await ownerSession(t.app, t.db, { timeZone: 'UTC' });
    const issued = await cardWithBonus(store.id, '2031-01-31');
    await t.db.transaction((tx) =>
      changeBalance(tx, { giftCardId: issued.id, kind: 'redeem', amountMinor: -5200, channel: 'counter' }),
    );
    await recordExpiriesForAllStores(t.db, new Date('2031-01-31T23:00:00Z'));
    expect(await card(issued.id)).toMatchObject({ balanceMinor: 800, promoBalanceMinor: 800 });
    await recordExpiriesForAllStores(t.db, new Date('2031-02-01T00:00:01Z'));
    await recordExpiriesForAllStores(t.db, new Date('2031-02-02T00:00:01Z'));
    expect(await card(issued.id)).toMatchObject({
      balanceMinor: 0,
      promoBalanceMinor: 0,
      status: 'Active',
      promoExpiresOn: null,
    });
    const expired = (
      await t.db
        .select()
        .from(events)
        .where(and(eq(events.giftCardId, issued.id), eq(events.type, 'gift_card.expired')))
    ).filter((event) => (event.data as { activity: { kind: string } }).activity.kind === 'bonus_expire');
    expect(expired).toHaveLength(1);
    expect(expired[0]!.data).toMatchObject({ activity: { kind: 'bonus_expire', amountMinor: -800 } });
    expect(await ledgerMatchesBalance(t.db, issued.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('leaves the paid part of a card whose bonus expired', async () => {
    const { store } = await ownerSession(t.app, t.db, { timeZone: 'UTC' });
    const issued = await cardWithBonus(store.id, '2031-01-31');
    await recordExpiriesForAllStores(t.db, new Date('2031-03-01T00:00:00Z'));
    expect(await card(issued.id)).toMatchObject({ balanceMinor: 5000, promoBalanceMinor: 0 });
  });
});

describe('bonus credit in the reports', () => {
  it('shows the paid and the promotional balances apart, and the bonus granted and used in the sales report', async () => {
    const { store, as } = await ownerSession(t.app, t.db, { timeZone: 'UTC' });
    await as({ method: 'POST', url: '/api/admin/bonus-rules', payload: rule() });
    const { cards } = await placeOrder(t, store); // 75 paid, 15 of bonus
    const large = cards.find((c) => c.initialMinor === 5000)!;
    // 55 spent from the 60 on the larger card: 50 paid, then 5 of its bonus.
    await t.db.transaction((tx) =>
      changeBalance(tx, { giftCardId: large.id, kind: 'redeem', amountMinor: -5500, channel: 'counter' }),
    );
    const range = `from=${today()}&to=${today()}`;
    const report = (await as({ url: `/api/admin/reports/liability?${range}` })).json();
    expect(report).toMatchObject({
      issued: 90,
      redeemed: 55,
      closing: 35,
      balances: true,
      paid: { issued: 75, redeemed: 50, closing: 25 },
      promotional: { issued: 15, redeemed: 5, closing: 10 },
    });
    const csv = (await as({ url: `/api/admin/reports/liability.csv?${range}` })).body;
    expect(csv).toContain('Bonus credit: Closing balance,10.00,USD');
    expect(csv).toContain('Paid: Closing balance,25.00,USD');
    const sales = (await as({ url: `/api/admin/reports/sales?${range}&groupBy=day` })).json();
    expect(sales.bonusCredit).toEqual({ granted: 15, used: 5, expired: 0 });
    expect(sales.totals.gross).toBe(75);
  });
});
