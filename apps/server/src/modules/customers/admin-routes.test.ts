import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftCards } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { asStaff, createAdminTestApp, createStaffUser, ownerSession, signIn } from '../../../test/admin.ts';
import { insertOrder } from '../../../test/delivery-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

async function storeWithPeople() {
  const session = await ownerSession(t.app, t.db);
  const order = await insertOrder(t.db, session.store.id, {
    customer: { firstName: 'Sam', lastName: 'Lee', email: 'Sam.Lee@example.com' },
  });
  await insertOrder(t.db, session.store.id, { customer: { firstName: 'Pat', email: 'pat@example.com' } });
  const sold = await session.as({
    method: 'POST',
    url: '/api/admin/gift-cards/sales',
    payload: { amount: 30, paidWith: 'cash', recipientName: 'Sam Lee', recipientEmail: 'sam.lee@example.com' },
  });
  const [card] = await t.db.select().from(giftCards).where(eq(giftCards.id, sold.json().card.id));
  return { ...session, order, card: card! };
}

describe('the search box and Customers', () => {
  it('finds orders, cards and customers by name or email, and a card by its last 4 only', async () => {
    const { as, order, card } = await storeWithPeople();
    const byName = (await as({ url: '/api/admin/search?q=sam' })).json();
    expect(byName.orders).toEqual([
      expect.objectContaining({ id: order.id, reference: order.reference, name: 'Sam Lee' }),
    ]);
    expect(byName.cards).toEqual([
      expect.objectContaining({ id: card.id, codeEnding: card.code.slice(-4), balance: 30, status: 'Active' }),
    ]);
    expect(byName.customers).toEqual([
      expect.objectContaining({ email: 'sam.lee@example.com', name: 'Sam Lee', orders: 1, cardsReceived: 1 }),
    ]);

    const byEnding = await as({ url: `/api/admin/search?q=${card.code.slice(-4).toLowerCase()}` });
    expect(byEnding.json().cards.map((c: { id: string }) => c.id)).toEqual([card.id]);
    expect(byEnding.body).not.toContain(card.code);
    // A whole code finds nothing here: the search box takes the last 4 (the Gift cards page takes a whole code).
    expect((await as({ url: `/api/admin/search?q=${card.code}` })).json().cards).toEqual([]);
    const byNumber = (await as({ url: `/api/admin/search?q=${order.reference.slice(0, 10)}` })).json();
    expect(byNumber.orders.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it('lists buyers and recipients once each, and shows one with their orders and cards', async () => {
    const { as, order, card } = await storeWithPeople();
    const list = (await as({ url: '/api/admin/customers' })).json();
    expect(list.total).toBe(2);
    expect(list.customers.map((c: { email: string }) => c.email).sort()).toEqual([
      'pat@example.com',
      'sam.lee@example.com',
    ]);
    expect((await as({ url: '/api/admin/customers?query=PAT' })).json().customers).toHaveLength(1);

    const one = await as({ url: '/api/admin/customers/one?email=SAM.LEE%40example.com' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      email: 'sam.lee@example.com',
      name: 'Sam Lee',
      orders: [{ id: order.id, reference: order.reference, total: 92.5, currency: 'USD' }],
      cards: [{ id: card.id, role: 'recipient', balance: 30, codeEnding: card.code.slice(-4) }],
    });
    expect(one.body).not.toContain(card.code);
    const none = await as({ url: '/api/admin/customers/one?email=nobody%40example.com' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No order or gift card of this store has this email.');
  });

  it('lets staff search; refuses a too short search (400), no session (401) and another store’s session (401); never shows another store’s people', async () => {
    const mine = await storeWithPeople();
    const staff = await createStaffUser(t.db, mine.store, { role: 'staff' });
    const staffCookie = await signIn(t.app, mine.store, staff.email);
    expect((await t.app.inject(asStaff(mine.store, staffCookie, { url: '/api/admin/search?q=sam' }))).statusCode).toBe(
      200,
    );
    const short = await mine.as({ url: '/api/admin/search?q=s' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('at least 2 characters');
    expect((await t.app.inject({ url: '/api/admin/customers', headers: mine.store.headers })).statusCode).toBe(401);
    const other = await ownerSession(t.app, t.db);
    expect((await t.app.inject(asStaff(mine.store, other.cookie, { url: '/api/admin/customers' }))).statusCode).toBe(
      401,
    );
    expect((await other.as({ url: '/api/admin/customers' })).json().total).toBe(0);
    expect((await other.as({ url: '/api/admin/search?q=sam' })).json()).toEqual({
      orders: [],
      cards: [],
      customers: [],
    });
    expect((await other.as({ url: '/api/admin/customers/one?email=sam.lee%40example.com' })).statusCode).toBe(404);
  });
});
