import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveries, giftCardLedger } from '../../db/schema/index.ts';
import { asStaff, createAdminStore, createAdminTestApp, ownerSession } from '../../../test/admin.ts';
import { insertOrder, recordDelivery } from '../../../test/delivery-factories.ts';
import { issueCard } from '../../../test/gift-card-admin.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { dayIn, shiftDay, startOfDayIn } from '../../lib/zoned-days.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('GET /api/admin/summary', () => {
  it('counts orders, sales, redemptions and failed gift emails per period, and what is outstanding now', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    await insertOrder(t.db, store.id);
    await insertOrder(t.db, store.id, { createdAt: daysAgo(3), deliveryMethod: 'Postal' });
    await insertOrder(t.db, store.id, { createdAt: daysAgo(20) });
    await insertOrder(t.db, store.id, { createdAt: daysAgo(45) });
    const { card } = await issueCard(t.db, store.id, { initialMinor: 4000 });
    const failed = await recordDelivery(t.db, store.id, 'gift', card.id, 'gone@example.com');
    await t.db.update(deliveries).set({ state: 'bounced' }).where(eq(deliveries.id, failed.id));

    const res = await as({ method: 'GET', url: '/api/admin/summary' });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    // Each order of the factory: subtotal $100.00, $5.00 paid by gift card.
    expect(summary.periods.today).toMatchObject({ orders: 1, giftCardSales: 100, redemptions: 5, deliveriesFailed: 1 });
    expect(summary.periods.last7Days).toMatchObject({ orders: 2, giftCardSales: 200, redemptions: 10 });
    expect(summary.periods.last30Days).toMatchObject({ orders: 3, giftCardSales: 300 });
    expect(summary).toMatchObject({ currency: 'USD', outstandingBalance: 40, ordersAwaitingShipment: 1 });
    expect(summary.periods.last7Days.from).toBe(daysAgo(6).toISOString().slice(0, 10));
  });

  it('says the same outstanding balance as the liability report: expired and voided cards owe nothing', async () => {
    const timeZone = 'America/New_York';
    const { store, as } = await ownerSession(t.app, t.db, { timeZone });
    await issueCard(t.db, store.id, { initialMinor: 67_050 });
    await issueCard(t.db, store.id, { initialMinor: 4000, expiresOn: '2020-01-31' });
    const { card: voided } = await issueCard(t.db, store.id, { initialMinor: 2500, status: 'Voided' });
    await t.db
      .insert(giftCardLedger)
      .values({ giftCardId: voided.id, kind: 'void', amountMinor: 0, channel: 'system' });
    const summary = (await as({ method: 'GET', url: '/api/admin/summary' })).json();
    const today = dayIn(new Date(), timeZone);
    const report = (
      await as({ method: 'GET', url: `/api/admin/reports/liability?from=2020-01-01&to=${today}` })
    ).json();
    expect(summary.outstandingBalance).toBe(670.5);
    expect(report.closing).toBe(summary.outstandingBalance);
  });

  it("counts days on the store's clock: today begins at the store's midnight", async () => {
    const timeZone = 'Pacific/Kiritimati'; // UTC+14: its day is rarely the UTC day
    const { store, as } = await ownerSession(t.app, t.db, { timeZone });
    const today = dayIn(new Date(), timeZone);
    const midnight = startOfDayIn(today, timeZone).getTime();
    await insertOrder(t.db, store.id, { createdAt: new Date(midnight + 60_000) });
    await insertOrder(t.db, store.id, { createdAt: new Date(midnight - 60_000) });
    const summary = (await as({ method: 'GET', url: '/api/admin/summary' })).json();
    expect(summary.to).toBe(today);
    expect(summary.periods.today).toMatchObject({ from: today, orders: 1 });
    expect(summary.periods.last7Days).toMatchObject({ orders: 2 });
    // Home's chart: the minute after the store's midnight is today, the minute before is yesterday.
    expect(summary.salesByDay).toHaveLength(30);
    expect(summary.salesByDay[0].day).toBe(summary.periods.last30Days.from);
    expect(summary.salesByDay.at(-1)).toEqual({ day: today, giftCardSales: 100 });
    expect(summary.salesByDay.at(-2)).toEqual({ day: shiftDay(today, -1), giftCardSales: 100 });
    const total = summary.salesByDay.reduce(
      (sum: number, row: { giftCardSales: number }) => sum + row.giftCardSales,
      0,
    );
    expect(total).toBe(summary.periods.last30Days.giftCardSales);
  });

  it('gives every one of the 30 days at zero for a store with no sales', async () => {
    const { as } = await ownerSession(t.app, t.db);
    const summary = (await as({ method: 'GET', url: '/api/admin/summary' })).json();
    expect(summary.salesByDay).toHaveLength(30);
    expect(summary.salesByDay.every((row: { giftCardSales: number }) => row.giftCardSales === 0)).toBe(true);
    expect(summary.chartColor).toBe('#4f46e5'); // the default store colour reads on white as it is
  });

  it('answers 401 without a session and to another store’s session', async () => {
    const { store, cookie } = await ownerSession(t.app, t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/summary', headers: store.headers })).statusCode).toBe(
      401,
    );
    const other = await createAdminStore(t.db);
    expect((await t.app.inject(asStaff(other, cookie, { method: 'GET', url: '/api/admin/summary' }))).statusCode).toBe(
      401,
    );
  });
});
