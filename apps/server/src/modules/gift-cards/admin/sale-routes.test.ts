import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, deliveries, events, giftCards } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import {
  asStaff,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../../test/admin.ts';
import { ledgerOf } from '../../../../test/gift-card-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/admin/gift-cards/sales';
const sell = (payload: object) => ({ method: 'POST' as const, url: URL, payload });
const cardsOf = (storeId: string) => t.db.select().from(giftCards).where(eq(giftCards.storeId, storeId));
const today = () => new Date().toISOString().slice(0, 10);

describe('selling a card at the counter', () => {
  it('a staff member sells a $25 card paid in cash and emails it: the balance through the ledger with its event, audited, in the sales report', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff', name: 'Casey Counter' });
    const cookie = await signIn(t.app, store, staff.email);
    const as = (options: Parameters<typeof asStaff>[2]) => t.app.inject(asStaff(store, cookie, options));

    const res = await as(
      sell({
        amount: 25,
        paidWith: 'cash',
        recipientName: 'Robin',
        recipientEmail: 'robin@example.com',
        note: 'Till 2',
      }),
    );
    expect(res.statusCode).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({
      card: { balance: 25, currency: 'USD', status: 'Active' },
      paidWith: 'cash',
      emailedTo: 'robin@example.com',
    });
    expect(sale.printUrl).toBe(`/GiftCard/Pdf/${sale.card.id}`);
    expect(JSON.stringify(sale)).not.toMatch(/"code"/);

    const [card] = await cardsOf(store.id);
    expect(card).toMatchObject({
      source: 'counter',
      kind: 'money',
      balanceMinor: 2500,
      initialMinor: 2500,
      recipientName: 'Robin',
      recipientEmail: 'robin@example.com',
    });
    expect(sale.card.codeEnding).toBe(card!.code.slice(-4));
    const ledger = await ledgerOf(t.db, card!.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'issue',
      amountMinor: 2500,
      channel: 'counter',
      actor: 'Casey Counter',
      note: 'Sold at the counter, paid in cash · Till 2',
    });
    const [issued] = await t.db.select().from(events).where(eq(events.giftCardId, card!.id));
    expect(issued).toMatchObject({ type: 'gift_card.issued', cardSequence: 1 });
    expect(JSON.stringify(issued!.data)).not.toContain(card!.code);
    const [gift] = await t.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.subjectId, card!.id), eq(deliveries.kind, 'gift')));
    expect(gift).toMatchObject({ recipient: 'robin@example.com' });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, card!.id));
    expect(entry).toMatchObject({
      action: 'gift-card.sold',
      actorName: 'Casey Counter',
      after: { amountMinor: 2500, paidWith: 'cash', emailedTo: 'robin@example.com' },
    });
    expect(JSON.stringify(entry)).not.toContain(card!.code);

    // The card's own page prints it, and the owner's sales report counts it as a counter sale.
    const pdf = await t.app.inject({ url: sale.printUrl, headers: { host: store.host } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const owner = await createStaffUser(t.db, store, { role: 'owner' });
    const ownerCookie = await signIn(t.app, store, owner.email);
    const report = (
      await t.app.inject(
        asStaff(store, ownerCookie, { url: `/api/admin/reports/sales?from=${today()}&to=${today()}&groupBy=day` }),
      )
    ).json();
    expect(report.products).toContainEqual(
      expect.objectContaining({ name: 'Sold at the counter', productId: null, units: 1, gross: 25, net: 25 }),
    );
    expect(report.totals).toMatchObject({ gross: 25 });
  });

  it('an owner sells a card paid by card at the till, to print: no email is recorded', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const res = await as(sell({ amount: 10.5, paidWith: 'card' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ card: { balance: 10.5 }, emailedTo: null, paidWith: 'card' });
    const [card] = await cardsOf(store.id);
    expect((await ledgerOf(t.db, card!.id))[0]!.note).toBe('Sold at the counter, paid by card at the till');
    expect(await t.db.select().from(deliveries).where(eq(deliveries.subjectId, card!.id))).toEqual([]);
  });

  it('refuses a bad amount, payment or email in words (400), more than a card may hold (422), writing nothing', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    for (const [payload, message] of [
      [{ paidWith: 'cash' }, 'body.amount'],
      [{ amount: 0, paidWith: 'cash' }, 'amount must be more than 0'],
      [{ amount: 10.005, paidWith: 'cash' }, 'body.amount'],
      [{ amount: 10, paidWith: 'cheque' }, 'paidWith must be cash or card'],
      [{ amount: 10, paidWith: 'cash', recipientEmail: 'not-an-email' }, 'recipientEmail must be an email address'],
      [{ amount: 10, paidWith: 'cash', code: 'MINE' }, 'code'],
    ] as const) {
      const res = await as(sell(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const tooMuch = await as(sell({ amount: 1_000_000, paidWith: 'cash' }));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toMatch(/A card can hold at most \$[\d,.]+ in this store\./);
    expect(await cardsOf(store.id)).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.storeId, store.id))).toSatisfy((rows: unknown[]) =>
      rows.every((row) => (row as { action: string }).action !== 'gift-card.sold'),
    );
  });

  it('refuses no session (401), a cross-site request (403) and another store’s session (401), writing nothing', async () => {
    const store = await createAdminStore(t.db);
    const other = await ownerSession(t.app, t.db);
    const body = { amount: 10, paidWith: 'cash' };
    expect((await t.app.inject({ ...sell(body), headers: store.headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ ...sell(body), headers: { ...store.headers, cookie: other.cookie } })).statusCode,
    ).toBe(401);
    const owner = await createStaffUser(t.db, store, { role: 'owner' });
    const cookie = await signIn(t.app, store, owner.email);
    expect(
      (
        await t.app.inject({
          ...sell(body),
          headers: { ...store.headers, cookie, origin: 'https://evil.example' },
        })
      ).statusCode,
    ).toBe(403);
    expect(await cardsOf(store.id)).toEqual([]);
    expect(await cardsOf(other.store.id)).toEqual([]);
  });
});
