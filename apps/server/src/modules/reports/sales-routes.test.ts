import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardLedger, orderLines, orderRefunds, orders } from '../../db/schema/index.ts';
import {
  asStaff,
  auditActions,
  createAdminStore,
  createStaffUser,
  createAdminTestApp,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';
import { insertGiftCard } from '../../../test/delivery-factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

const berlin = { timeZone: 'Europe/Berlin' };
const CLASSIC = '00000000-0000-4000-8000-000000000001';
const SPA = '00000000-0000-4000-8000-000000000002';
const SPA_NAME = 'Spa, "Deluxe"\nDay';

type Line = { productId: string; productName: string; productType: string; quantity: number; unitPriceMinor: number };
let orderCount = 0;

async function order(
  storeId: string,
  createdAt: string,
  lines: Line[],
  extra: Partial<typeof orders.$inferInsert> = {},
) {
  orderCount += 1;
  const subtotalMinor =
    extra.subtotalMinor ?? lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
  const [row] = await t.db
    .insert(orders)
    .values({
      storeId,
      reference: `SALES-${orderCount}-${crypto.randomUUID().slice(0, 6)}`,
      paymentIntentId: crypto.randomUUID(),
      customer: { email: 'alex@example.com' },
      currency: 'USD',
      subtotalMinor,
      totalMinor: 0,
      pricing: {},
      createdAt: new Date(createdAt),
      ...extra,
    })
    .returning();
  const inserted = lines.length
    ? await t.db
        .insert(orderLines)
        .values(
          lines.map((line, position) => ({
            ...line,
            orderId: row!.id,
            denominationId: 'd',
            denominationLabel: 'd',
            lineTotalMinor: line.quantity * line.unitPriceMinor,
            position,
          })),
        )
        .returning()
    : [];
  return { order: row!, lines: inserted };
}

async function refund(
  storeId: string,
  orderId: string,
  createdAt: string,
  amountMinor: number,
  lineIds: string[] = [],
) {
  await t.db.insert(orderRefunds).values({
    storeId,
    orderId,
    source: 'dashboard',
    amountMinor,
    providerAmountMinor: amountMinor,
    currency: 'USD',
    reason: 'Asked',
    lineIds,
    createdAt: new Date(createdAt),
  });
}

/**
 * In Berlin (UTC+1, then UTC+2 from 29 March): A placed 23:30 UTC on 28 February is 1 March there;
 * B placed 23:30 UTC on 2 March is 3 March; a top-up on 10 March; A partly refunded on 5 March;
 * B's voucher refunded at 22:30 UTC on 31 March, which is 1 April in Berlin.
 */
async function salesHistory(storeId: string) {
  const classic = (quantity: number, unitPriceMinor: number): Line => ({
    productId: CLASSIC,
    productName: 'Classic Gift Card',
    productType: 'GiftCard',
    quantity,
    unitPriceMinor,
  });
  const a = await order(storeId, '2026-02-28T23:30:00Z', [classic(2, 5000)], { discountMinor: 1000, feesMinor: 250 });
  const b = await order(
    storeId,
    '2026-03-02T23:30:00Z',
    [
      { productId: SPA, productName: SPA_NAME, productType: 'Voucher', quantity: 1, unitPriceMinor: 8000 },
      classic(1, 2500),
    ],
    { shippingMinor: 500, taxMinor: 840 },
  );
  await order(storeId, '2026-03-10T12:00:00Z', [], { kind: 'topup', subtotalMinor: 2000 });
  await order(storeId, '2026-02-28T22:30:00Z', [classic(1, 9900)]);
  await refund(storeId, a.order.id, '2026-03-05T09:00:00Z', 2000);
  await refund(storeId, b.order.id, '2026-03-31T22:30:00Z', 3000, [b.lines[0]!.id]);
}

const zero = { orders: 0, gross: 0, discounts: 0, fees: 0, shipping: 0, tax: 0, refunds: 0, net: 0 };

describe('GET /api/admin/reports/sales', () => {
  it('gives exact figures by day in the store’s time zone', async () => {
    const { store, as } = await ownerSession(t.app, t.db, berlin);
    await salesHistory(store.id);
    const res = await as({ method: 'GET', url: '/api/admin/reports/sales?from=2026-03-01&to=2026-03-05&groupBy=day' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ currency: 'USD', timeZone: 'Europe/Berlin', groupBy: 'day' });
    expect(body.periods).toEqual([
      { period: '2026-03-01', ...zero, orders: 1, gross: 100, discounts: 10, fees: 2.5, net: 90 },
      { period: '2026-03-02', ...zero },
      { period: '2026-03-03', ...zero, orders: 1, gross: 105, shipping: 5, tax: 8.4, net: 105 },
      { period: '2026-03-04', ...zero },
      { period: '2026-03-05', ...zero, refunds: 20, net: -20 },
    ]);
  });

  it('gives exact figures by month, by product and money against vouchers; refunds count when they happen', async () => {
    const { store, as } = await ownerSession(t.app, t.db, berlin);
    await salesHistory(store.id);
    const march = (
      await as({ method: 'GET', url: '/api/admin/reports/sales?from=2026-03-01&to=2026-03-31&groupBy=month' })
    ).json();
    const totals = { orders: 3, gross: 225, discounts: 10, fees: 2.5, shipping: 5, tax: 8.4, refunds: 20, net: 195 };
    expect(march.periods).toEqual([{ period: '2026-03-01', ...totals }]);
    expect(march.totals).toEqual(totals);
    expect(march.products).toEqual([
      {
        productId: CLASSIC,
        name: 'Classic Gift Card',
        kind: 'money',
        units: 3,
        gross: 125,
        discounts: 10,
        refunds: 20,
        net: 95,
      },
      { productId: SPA, name: SPA_NAME, kind: 'voucher', units: 1, gross: 80, discounts: 0, refunds: 0, net: 80 },
      {
        productId: null,
        name: 'Gift card top-ups',
        kind: 'money',
        units: 1,
        gross: 20,
        discounts: 0,
        refunds: 0,
        net: 20,
      },
    ]);
    expect(march.kinds).toEqual([
      { kind: 'money', units: 4, gross: 145, discounts: 10, refunds: 20, net: 115 },
      { kind: 'voucher', units: 1, gross: 80, discounts: 0, refunds: 0, net: 80 },
    ]);

    const april = (
      await as({ method: 'GET', url: '/api/admin/reports/sales?from=2026-04-01&to=2026-04-30&groupBy=month' })
    ).json();
    expect(april.totals).toEqual({ ...zero, refunds: 30, net: -30 });
    expect(april.products).toEqual([
      { productId: SPA, name: SPA_NAME, kind: 'voucher', units: 0, gross: 0, discounts: 0, refunds: 30, net: -30 },
    ]);
  });

  it('answers the same days a year earlier on the store’s clock, beside the figures', async () => {
    const { store, as } = await ownerSession(t.app, t.db, berlin);
    await salesHistory(store.id);
    // A year later, one order on 1 March 2027 in Berlin (23:30 UTC on 28 February).
    await order(store.id, '2027-02-28T23:30:00Z', [
      {
        productId: CLASSIC,
        productName: 'Classic Gift Card',
        productType: 'GiftCard',
        quantity: 1,
        unitPriceMinor: 4000,
      },
    ]);
    const res = await as({ method: 'GET', url: '/api/admin/reports/sales?from=2027-03-01&to=2027-03-05&groupBy=day' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({ ...zero, orders: 1, gross: 40, net: 40 });
    expect(body.yearEarlier).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
      hadSales: true,
      totals: {
        ...zero,
        orders: 2,
        gross: 205,
        discounts: 10,
        fees: 2.5,
        shipping: 5,
        tax: 8.4,
        refunds: 20,
        net: 175,
      },
    });

    // Nothing a year before 2026: said so, not a zero to compare with.
    const first = (
      await as({ method: 'GET', url: '/api/admin/reports/sales?from=2026-03-01&to=2026-03-31&groupBy=month' })
    ).json();
    expect(first.yearEarlier).toEqual({ from: '2025-03-01', to: '2025-03-31', hadSales: false, totals: zero });

    // 29 February a year earlier is the 28th.
    const leap = (
      await as({ method: 'GET', url: '/api/admin/reports/sales?from=2028-02-01&to=2028-02-29&groupBy=month' })
    ).json();
    expect(leap.yearEarlier).toMatchObject({ from: '2027-02-01', to: '2027-02-28', hadSales: false });
  });

  it('groups by week from Monday', async () => {
    const { store, as } = await ownerSession(t.app, t.db, berlin);
    await salesHistory(store.id);
    const weeks = (
      await as({ method: 'GET', url: '/api/admin/reports/sales?from=2026-03-01&to=2026-03-10&groupBy=week' })
    ).json();
    expect(weeks.periods.map((row: { period: string; orders: number }) => [row.period, row.orders])).toEqual([
      ['2026-02-23', 1],
      ['2026-03-02', 1],
      ['2026-03-09', 1],
    ]);
  });

  it('exports the CSV with product names escaped, amounts as plain decimals, and audits it', async () => {
    const { store, as } = await ownerSession(t.app, t.db, berlin);
    await salesHistory(store.id);
    const csv = await as({
      method: 'GET',
      url: '/api/admin/reports/sales.csv?from=2026-03-01&to=2026-03-31&groupBy=month',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${store.slug}-sales-2026-03-01-2026-03-31.csv"`,
    );
    expect(csv.body).toBe(
      'Section,Period start,Name,Orders or units,Gross,Discounts,Refunds,Net,Fees,Shipping,Tax,Currency\r\n' +
        'Sales by month,2026-03-01,,3,225.00,10.00,20.00,195.00,2.50,5.00,8.40,USD\r\n' +
        'Total,,,3,225.00,10.00,20.00,195.00,2.50,5.00,8.40,USD\r\n' +
        'Product,,Classic Gift Card,3,125.00,10.00,20.00,95.00,,,,USD\r\n' +
        'Product,,"Spa, ""Deluxe""\nDay",1,80.00,0.00,0.00,80.00,,,,USD\r\n' +
        'Product,,Gift card top-ups,1,20.00,0.00,0.00,20.00,,,,USD\r\n' +
        'Kind,,Gift card money,4,145.00,10.00,20.00,115.00,,,,USD\r\n' +
        'Kind,,Vouchers,1,80.00,0.00,0.00,80.00,,,,USD\r\n',
    );
    expect(await auditActions(t.db, store.id)).toContain('report.sales-exported');
  });

  it('answers 400 naming the field for bad dates, a reversed range, an unknown grouping and too long a range', async () => {
    const { as } = await ownerSession(t.app, t.db);
    for (const [query, field] of [
      ['from=2026-13-01&to=2026-12-31', 'from'],
      ['from=2026-01-01', 'to'],
      ['from=2026-02-01&to=2026-01-01', 'from'],
      ['from=2026-01-01&to=2026-01-31&groupBy=year', 'groupBy'],
      ['from=2025-01-01&to=2026-06-30', 'groupBy'],
      ['from=2000-01-01&to=2026-01-01&groupBy=month', 'to'],
    ]) {
      for (const path of ['sales', 'sales.csv']) {
        const res = await as({ method: 'GET', url: `/api/admin/reports/${path}?${query}` });
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().message).toContain(field);
      }
    }
  });

  it('refuses staff (403), no session (401) and another store’s session (401)', async () => {
    const { store, cookie } = await ownerSession(t.app, t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const staffCookie = await signIn(t.app, store, staff.email);
    const other = await createAdminStore(t.db);
    for (const report of ['sales', 'sales.csv']) {
      const path = `/api/admin/reports/${report}?from=2026-01-01&to=2026-01-31`;
      expect((await t.app.inject(asStaff(store, staffCookie, { method: 'GET', url: path }))).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: path, headers: store.headers })).statusCode).toBe(401);
      expect((await t.app.inject(asStaff(other, cookie, { method: 'GET', url: path }))).statusCode).toBe(401);
    }
  });
});

describe('liability and redemptions in the store’s time zone', () => {
  it('count a ledger entry at 23:30 UTC on the next day in Berlin', async () => {
    const { store, as } = await ownerSession(t.app, t.db, berlin);
    const card = await insertGiftCard(t.db, store.id, { initialMinor: 5000, balanceMinor: 4000, expiresOn: null });
    await t.db.insert(giftCardLedger).values([
      {
        giftCardId: card.id,
        kind: 'issue',
        amountMinor: 5000,
        channel: 'checkout',
        createdAt: new Date('2026-03-01T23:30:00Z'),
      },
      {
        giftCardId: card.id,
        kind: 'redeem',
        amountMinor: -1000,
        channel: 'counter',
        actor: 'sam@example.com',
        createdAt: new Date('2026-03-02T23:30:00Z'),
      },
    ]);
    const firstOfMarch = (
      await as({ method: 'GET', url: '/api/admin/reports/liability?from=2026-03-01&to=2026-03-01' })
    ).json();
    expect(firstOfMarch).toMatchObject({ opening: 0, issued: 0, closing: 0, balances: true });
    const second = (
      await as({ method: 'GET', url: '/api/admin/reports/liability?from=2026-03-02&to=2026-03-02' })
    ).json();
    expect(second).toMatchObject({ opening: 0, issued: 50, redeemed: 0, closing: 50, balances: true });
    const redemptions = (
      await as({ method: 'GET', url: '/api/admin/reports/redemptions?from=2026-03-01&to=2026-03-31' })
    ).json();
    expect(redemptions.rows).toEqual([
      {
        day: '2026-03-03',
        channel: 'counter',
        actor: 'sam@example.com',
        redemptions: 1,
        redeemed: 10,
        reversed: 0,
        net: 10,
      },
    ]);
  });
});
