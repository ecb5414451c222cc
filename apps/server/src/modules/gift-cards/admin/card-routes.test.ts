import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import {
  asStaff,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../../test/admin.ts';
import { issueCard } from '../../../../test/gift-card-admin.ts';
import { recordDelivery } from '../../../../test/delivery-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/gift-cards', () => {
  it('lists newest issue first, paged, with masked codes and the issuing order', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const older = await issueCard(
      t.db,
      store.id,
      { code: 'OLDERCARD00001111', createdAt: new Date('2026-01-01T10:00:00Z') },
      { withOrder: true },
    );
    const newer = await issueCard(t.db, store.id, {
      code: 'NEWERCARD00002222',
      createdAt: new Date('2026-02-01T10:00:00Z'),
      initialMinor: 2550,
    });
    const res = await as({ url: '/api/admin/gift-cards' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 2 });
    expect(body.cards.map((c: { id: string }) => c.id)).toEqual([newer.card.id, older.card.id]);
    expect(body.cards[0]).toMatchObject({
      codeEnding: '2222',
      kind: 'money',
      status: 'Active',
      balance: 25.5,
      initialValue: 25.5,
      currency: 'USD',
      orderReference: null,
    });
    expect(body.cards[1]).toMatchObject({
      codeEnding: '1111',
      orderReference: older.order!.reference,
      buyerEmail: 'alex@example.com',
      recipientEmail: 'sam@example.com',
    });
    expect(res.body).not.toContain('OLDERCARD');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('finds a card by full code (any case, dashes), last 4, recipient or buyer email and order number', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { card, order } = await issueCard(
      t.db,
      store.id,
      { code: 'FINDME0000ABCD', recipientEmail: 'rita@example.com', senderEmail: 'bob@example.com' },
      { withOrder: true },
    );
    await issueCard(t.db, store.id, {
      code: 'OTHER00000WXYZ',
      recipientEmail: 'other@example.com',
      senderEmail: 'someone@example.com',
    });
    const ids = async (query: string) =>
      (await as({ url: `/api/admin/gift-cards?query=${encodeURIComponent(query)}` }))
        .json()
        .cards.map((c: { id: string }) => c.id);
    for (const query of ['findme-0000-abcd', 'abcd', 'rita@example', 'BOB@example.com', order!.reference.toLowerCase()])
      expect(await ids(query)).toEqual([card.id]);
    expect(await ids('nobody@nowhere.test')).toEqual([]);
    expect(await ids('100%_')).toEqual([]);
  });

  it('filters by status and kind, the status following balance and expiry', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const active = await issueCard(t.db, store.id);
    const spent = await issueCard(t.db, store.id, { balanceMinor: 0 });
    const expired = await issueCard(t.db, store.id, { expiresOn: '2020-01-01' });
    const voided = await issueCard(t.db, store.id, { status: 'Voided', voidedReason: 'Lost' });
    const voucher = await issueCard(t.db, store.id, { kind: 'voucher', title: 'Spa Day' });
    const used = await issueCard(t.db, store.id, {
      kind: 'voucher',
      status: 'Used',
      usedAt: new Date(),
      usedBy: 'Olive',
    });
    const ids = async (q: string) =>
      new Set((await as({ url: `/api/admin/gift-cards?${q}` })).json().cards.map((c: { id: string }) => c.id));
    expect(await ids('status=Active')).toEqual(new Set([active.card.id, voucher.card.id]));
    expect(await ids('status=Spent')).toEqual(new Set([spent.card.id]));
    expect(await ids('status=Expired')).toEqual(new Set([expired.card.id]));
    expect(await ids('status=Voided')).toEqual(new Set([voided.card.id]));
    expect(await ids('status=Used')).toEqual(new Set([used.card.id]));
    expect(await ids('kind=voucher')).toEqual(new Set([voucher.card.id, used.card.id]));
    expect(await ids('kind=voucher&status=Active')).toEqual(new Set([voucher.card.id]));
  });

  it('pages 25 at a time', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    for (let i = 0; i < 27; i += 1)
      await issueCard(t.db, store.id, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    const second = (await as({ url: '/api/admin/gift-cards?page=2' })).json();
    expect(second).toMatchObject({ page: 2, total: 27 });
    expect(second.cards).toHaveLength(2);
  });

  it("refuses no session (401) and another store's session on this host (401)", async () => {
    const a = await ownerSession(t.app, t.db);
    const b = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, a.store.id);
    for (const url of ['/api/admin/gift-cards', `/api/admin/gift-cards/${card.id}`]) {
      expect((await t.app.inject({ url, headers: a.store.headers })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { ...a.store.headers, cookie: b.cookie } })).statusCode).toBe(401);
    }
    expect((await b.as({ url: '/api/admin/gift-cards' })).json().total).toBe(0);
  });

  it('refuses bad filters with the field named (400)', async () => {
    const { as } = await ownerSession(t.app, t.db);
    for (const [q, message] of [
      ['status=Lost', 'status must be one of Active, Inactive, Spent, Expired, Voided, Used'],
      ['kind=coupon', 'kind must be one of money, voucher'],
      ['page=0', 'page must be a whole number from 1'],
      [`query=${'x'.repeat(101)}`, 'query must be at most 100 characters'],
    ]) {
      const res = await as({ url: `/api/admin/gift-cards?${q}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('GET /api/admin/gift-cards/{id}', () => {
  it('shows the card with its order, people, delivery and ledger, the code masked', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { card, order } = await issueCard(t.db, store.id, { code: 'DETAILCARD00009876' }, { withOrder: true });
    await recordDelivery(t.db, store.id, 'gift', card.id, 'sam@example.com');
    const res = await as({ url: `/api/admin/gift-cards/${card.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: card.id,
      maskedCode: '•••• 9876',
      kind: 'money',
      status: 'Active',
      source: 'order',
      product: { name: 'Classic Gift Card' },
      design: { name: 'Classic', src: '/uploads/test/classic.svg', alt: 'Confetti on navy' },
      balance: 50,
      initialValue: 50,
      currency: 'USD',
      expiresOn: '2030-03-05',
      order: { id: order!.id, reference: order!.reference },
      buyer: { name: 'Alex Buyer', email: 'alex@example.com' },
      recipient: { name: 'Sam Friend', email: 'sam@example.com' },
      delivery: { method: 'Email', state: 'pending', sentAt: null },
      used: null,
      voidedReason: null,
      ledger: [{ kind: 'issue', amount: 50, channel: 'checkout', actor: null, orderReference: order!.reference }],
      redemptions: [],
    });
    expect(res.body).not.toContain('DETAILCARD');
  });

  it("answers 404 for an unknown card and for another store's card, 400 for a malformed id", async () => {
    const a = await ownerSession(t.app, t.db);
    const b = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, b.store.id);
    expect((await a.as({ url: `/api/admin/gift-cards/${card.id}` })).json()).toEqual({
      message: 'Gift card not found',
    });
    expect((await a.as({ url: `/api/admin/gift-cards/${crypto.randomUUID()}` })).statusCode).toBe(404);
    const bad = await a.as({ url: '/api/admin/gift-cards/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id must be a gift card id (uuid)');
  });
});

describe('POST /api/admin/gift-cards/{id}/code', () => {
  it('shows the full code to staff and audits who saw it, without the code in the log', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    const { card } = await issueCard(t.db, store.id, { code: 'REVEALME00004321' });
    const res = await t.app.inject(
      asStaff(store, cookie, { method: 'POST', url: `/api/admin/gift-cards/${card.id}/code` }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'REVEALME00004321' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'gift-card.code-revealed')));
    expect(entry).toMatchObject({ actorId: staff.id, targetId: card.id, targetLabel: '•••• 4321' });
    expect(JSON.stringify(entry)).not.toContain('REVEALME');
  });

  it('refuses no session (401), a cross-site request (403), another store (401 / 404), writing no audit entry', async () => {
    const a = await ownerSession(t.app, t.db);
    const b = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, a.store.id);
    const url = `/api/admin/gift-cards/${card.id}/code`;
    expect((await t.app.inject({ method: 'POST', url, headers: a.store.headers })).statusCode).toBe(401);
    expect((await a.as({ method: 'POST', url, headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: { ...b.store.headers, cookie: a.cookie } })).statusCode,
    ).toBe(401);
    expect((await b.as({ method: 'POST', url })).statusCode).toBe(404);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'gift-card.code-revealed'));
    expect(entries.filter((e) => e.targetId === card.id)).toEqual([]);
  });
});
