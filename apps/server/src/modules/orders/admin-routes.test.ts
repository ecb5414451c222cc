import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import {
  auditActions,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
  asStaff,
} from '../../../test/admin.ts';
import { placeOrder } from '../../../test/admin-orders.ts';
import { postalOrder } from '../../../test/postal-orders.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/orders', () => {
  it('lists the store’s orders newest first with buyer, items, total and statuses', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const first = await placeOrder(t, store);
    const second = await placeOrder(t, store, [{ slug: 'spa-day', denominationId: 'v1', quantity: 2 }]);
    const res = await as({ url: '/api/admin/orders' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 2, timeZone: 'UTC' });
    expect(body.orders.map((o: { id: string }) => o.id)).toEqual([second.order.id, first.order.id]);
    expect(body.orders[1]).toEqual({
      id: first.order.id,
      reference: first.order.reference,
      kind: 'order',
      topupCardLast4: null,
      placedAt: first.order.createdAt.toISOString(),
      buyer: { name: 'Ada Lovelace', email: 'ada@example.com' },
      items: 2,
      total: 75,
      currency: 'USD',
      paymentStatus: 'Paid',
      fulfilmentStatus: 'Digital',
      review: false,
      disputed: false,
    });
    expect(body.orders[0]).toMatchObject({ items: 2, total: 160 });
  });

  it('finds an order by its number, buyer email, recipient email or a card’s last 4', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order, cards } = await placeOrder(t, store);
    await placeOrder(t, store, [{ slug: 'spa-day', denominationId: 'v1' }], {
      customer: { email: 'other@example.com' },
    });
    const found = async (query: string) =>
      (await as({ url: `/api/admin/orders?query=${encodeURIComponent(query)}` }))
        .json()
        .orders.map((o: { id: string }) => o.id);
    expect(await found(order.reference)).toEqual([order.id]);
    expect(await found('ADA@EXAMPLE')).toEqual([order.id]);
    expect(await found('alan@example.com')).toEqual([order.id]);
    expect(await found(cards[0]!.code.slice(-4))).toEqual([order.id]);
    expect(await found('100%_')).toEqual([]);
  });

  it('filters by status and by days, and pages', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order } = await placeOrder(t, store);
    const flagged = await placeOrder(t, store);
    await t.db
      .update(orders)
      .set({ reviewReason: 'Payment disputed: fraudulent' })
      .where(eq(orders.id, flagged.order.id));
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-10T12:00:00Z') })
      .where(eq(orders.id, order.id));
    const ids = async (qs: string) =>
      (await as({ url: `/api/admin/orders?${qs}` })).json().orders.map((o: { id: string }) => o.id);
    expect(await ids('status=review')).toEqual([flagged.order.id]);
    expect(await ids('status=paid')).toHaveLength(2);
    expect(await ids('status=refunded')).toEqual([]);
    expect(await ids('status=awaiting-shipment')).toEqual([]);
    expect(await ids('from=2026-01-10&to=2026-01-10')).toEqual([order.id]);
    expect(await ids('from=2026-01-11')).toEqual([flagged.order.id]);
    const page2 = (await as({ url: '/api/admin/orders?page=2' })).json();
    expect(page2).toMatchObject({ page: 2, total: 2, orders: [] });
  });

  it('refuses bad filters naming the field (400)', async () => {
    const { as } = await ownerSession(t.app, t.db);
    for (const [qs, message] of [
      ['status=lost', 'status is not an order status'],
      ['from=yesterday', 'from must be a date (YYYY-MM-DD)'],
      ['from=2026-02-01&to=2026-01-01', 'from must not be after to'],
      ['page=0', 'page must be a whole number from 1'],
      [`query=${'x'.repeat(101)}`, 'query must be at most 100 characters'],
    ] as const) {
      const res = await as({ url: `/api/admin/orders?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('shows staff the list, and refuses no session (401) and another store’s session (401)', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    expect((await t.app.inject(asStaff(store, cookie, { url: '/api/admin/orders' }))).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/orders', headers: store.headers })).statusCode).toBe(401);
    const other = await ownerSession(t.app, t.db);
    expect((await t.app.inject(asStaff(store, other.cookie, { url: '/api/admin/orders' }))).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('shows the buyer, lines with gift details, totals, payment, masked cards and deliveries', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order, cards } = await placeOrder(t, store);
    const res = await as({ url: `/api/admin/orders/${order.id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      reference: order.reference,
      buyer: { name: 'Ada Lovelace', email: 'ada@example.com' },
      totals: { subtotal: 75, total: 75 },
      payment: { provider: 'sandbox', cardLast4: '4242', captured: 75, refunded: 0 },
      paymentStatus: 'Paid',
      fulfilmentStatus: 'Digital',
      refunds: [],
      dispute: null,
      review: null,
    });
    expect(
      detail.lines.map((l: { lineTotal: number; gift: { recipientEmail: string } }) => [
        l.lineTotal,
        l.gift.recipientEmail,
      ]),
    ).toEqual([
      [25, 'grace@example.com'],
      [50, 'alan@example.com'],
    ]);
    expect(detail.cards).toHaveLength(2);
    expect(detail.cards[0]).toMatchObject({ last4: cards[0]!.code.slice(-4), balance: 25, status: 'Active' });
    for (const card of cards) expect(res.body).not.toContain(card.code);
    expect(detail.deliveries.map((d: { kind: string }) => d.kind).sort()).toEqual(['gift', 'gift', 'receipt']);
  });

  it("shows a postal order's one Ship to: the recipient's address as its country writes it, and the sender", async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order } = await postalOrder(t.db, store.id, {
      address: {
        name: 'Grace Hopper',
        sender: 'Alex Buyer',
        address: '1 Main Street',
        address2: null,
        city: 'Arlington',
        region: 'VA',
        postcode: '22201',
        country: 'US',
      },
    });
    const detail = (await as({ url: `/api/admin/orders/${order.id}` })).json();
    expect(detail.shipTo).toEqual({
      lines: ['Grace Hopper', '1 Main Street', 'ARLINGTON, VA 22201', 'United States'],
      sender: 'Alex Buyer',
    });
    expect(detail.shippingOption).toBe('Standard post');
  });

  it('answers 404 for another store’s order and 400 for a malformed id', async () => {
    const a = await ownerSession(t.app, t.db);
    const b = await ownerSession(t.app, t.db);
    const { order } = await placeOrder(t, a.store);
    expect((await b.as({ url: `/api/admin/orders/${order.id}` })).statusCode).toBe(404);
    const bad = await a.as({ url: '/api/admin/orders/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id must be an order id (uuid)');
  });
});

describe('POST /api/admin/orders/{id}/review', () => {
  it('lets an owner clear a flag with a note, audited and shown on the order', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const { order } = await placeOrder(t, store);
    await t.db.update(orders).set({ reviewReason: 'Payment disputed: fraudulent' }).where(eq(orders.id, order.id));
    const res = await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/review`,
      payload: { note: 'Spoke to the buyer' },
    });
    expect(res.statusCode).toBe(204);
    const detail = (await as({ url: `/api/admin/orders/${order.id}` })).json();
    expect(detail.review).toMatchObject({
      reason: 'Payment disputed: fraudulent',
      clearedBy: owner.name,
      note: 'Spoke to the buyer',
    });
    expect(detail.audit.map((e: { action: string }) => e.action)).toEqual(['order.review-cleared']);
    expect(await auditActions(t.db, store.id)).toContain('order.review-cleared');
    expect(
      (await as({ method: 'POST', url: `/api/admin/orders/${order.id}/review`, payload: { note: 'Again' } }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses staff (403), an empty note (400) and no session (401)', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order } = await placeOrder(t, store);
    await t.db.update(orders).set({ reviewReason: 'Check' }).where(eq(orders.id, order.id));
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const staffCookie = await signIn(t.app, store, staff.email);
    const url = `/api/admin/orders/${order.id}/review`;
    expect(
      (await t.app.inject(asStaff(store, staffCookie, { method: 'POST', url, payload: { note: 'ok' } }))).statusCode,
    ).toBe(403);
    const empty = await as({ method: 'POST', url, payload: { note: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('body.note: Note is required');
    expect(
      (await t.app.inject({ method: 'POST', url, headers: store.headers, payload: { note: 'ok' } })).statusCode,
    ).toBe(401);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.reviewClearedAt).toBeNull();
  });
});
