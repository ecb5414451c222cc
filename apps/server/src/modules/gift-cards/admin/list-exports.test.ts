import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, giftCards } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { asStaff, createAdminTestApp, createStaffUser, ownerSession, signIn } from '../../../../test/admin.ts';
import { insertOrder } from '../../../../test/delivery-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const exportsOf = (storeId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.storeId, storeId), eq(auditLog.action, action)));

describe('CSV exports of the gift card and order lists (owners)', () => {
  it('exports the gift cards as filtered: last 4 only, formula-safe, audited without the search', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const sell = (payload: object) => as({ method: 'POST', url: '/api/admin/gift-cards/sales', payload });
    expect((await sell({ amount: 25, paidWith: 'cash', recipientName: '=HYPERLINK("http://evil")' })).statusCode).toBe(
      201,
    );
    const spent = (await sell({ amount: 10, paidWith: 'card' })).json();
    await t.db.update(giftCards).set({ status: 'Voided', voidedReason: 'x' }).where(eq(giftCards.id, spent.card.id));
    const cards = await t.db.select().from(giftCards).where(eq(giftCards.storeId, store.id));
    const active = cards.find((card) => card.id !== spent.card.id)!;

    const res = await as({ url: `/api/admin/gift-cards.csv?status=Active&query=${active.code}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${store.slug}-gift-cards.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Card (last 4),Kind,Status,Product,Balance,Original value,Currency,Recipient name,Recipient email,Buyer email,Order,Expires,Issued',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`•••• ${active.code.slice(-4)},Money card,Active`);
    expect(lines[1]).toContain(',25.00,25.00,USD,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    for (const card of cards) expect(res.body).not.toContain(card.code);

    const [entry] = await exportsOf(store.id, 'gift-card.list-exported');
    expect(entry).toMatchObject({ after: { search: `…${active.code.slice(-4)}`, status: 'Active', cards: 1 } });
    expect(JSON.stringify(entry)).not.toContain(active.code);

    // Without filters, every card.
    const all = await as({ url: '/api/admin/gift-cards.csv' });
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('exports the orders as filtered, totals as plain decimals, times on the store clock, audited', async () => {
    const { store, as } = await ownerSession(t.app, t.db, { timeZone: 'America/New_York' } as never);
    const order = await insertOrder(t.db, store.id, {
      customer: { firstName: '@Sam', lastName: 'Buyer', email: 'sam@example.com' },
      createdAt: new Date('2026-03-05T19:30:00Z'),
    });
    await insertOrder(t.db, store.id, { customer: { firstName: 'Pat', email: 'pat@example.com' } });
    const res = await as({ url: '/api/admin/orders.csv?query=sam%40example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${store.slug}-orders.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order,Placed,Kind,Buyer name,Buyer email,Items,Total,Currency,Payment,Fulfilment,Needs review,Disputed',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${order.reference},2026-03-05 \\d\\d:30,Order,'@Sam Buyer,sam@example.com,`));
    expect(lines[1]).toContain(',92.50,USD,');
    const [entry] = await exportsOf(store.id, 'order.list-exported');
    expect(entry).toMatchObject({ after: { search: 'sam@example.com', orders: 1 } });

    const bad = await as({ url: '/api/admin/orders.csv?from=2026-03-05&to=2026-03-01' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses staff (403), no session (401) and another store’s session (401), recording nothing', async () => {
    const { store, cookie: otherCookie } = await ownerSession(t.app, t.db);
    const mine = await ownerSession(t.app, t.db);
    const staff = await createStaffUser(t.db, mine.store, { role: 'staff' });
    const staffCookie = await signIn(t.app, mine.store, staff.email);
    for (const url of ['/api/admin/gift-cards.csv', '/api/admin/orders.csv']) {
      expect((await t.app.inject(asStaff(mine.store, staffCookie, { url }))).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: mine.store.headers })).statusCode).toBe(401);
      expect((await t.app.inject(asStaff(mine.store, otherCookie, { url }))).statusCode).toBe(401);
    }
    expect(await exportsOf(mine.store.id, 'gift-card.list-exported')).toEqual([]);
    expect(await exportsOf(mine.store.id, 'order.list-exported')).toEqual([]);
    expect(await exportsOf(store.id, 'order.list-exported')).toEqual([]);
  });
});
