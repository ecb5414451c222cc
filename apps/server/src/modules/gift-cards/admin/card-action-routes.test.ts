import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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
import { cardRow, issueCard, ledgerOf } from '../../../../test/gift-card-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: object) => ({ method: 'POST' as const, url, ...(payload ? { payload } : {}) });
const auditOf = async (cardId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.targetId, cardId)).orderBy(auditLog.id)).map((e) => e.action);

describe('owner actions on a card', () => {
  it('adjusts a balance up and down with a reason, never below zero', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id);
    const up = await as(post(`/api/admin/gift-cards/${card.id}/adjustments`, { amount: 5.25, reason: 'Goodwill' }));
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ balance: 55.25, status: 'Active' });
    expect(up.json().ledger.at(-1)).toMatchObject({
      kind: 'adjust',
      amount: 5.25,
      reason: 'Goodwill',
      actor: owner.name,
    });
    expect(
      (
        await as(post(`/api/admin/gift-cards/${card.id}/adjustments`, { amount: -55.25, reason: 'Paid in cash' }))
      ).json(),
    ).toMatchObject({ balance: 0, status: 'Spent' });

    const below = await as(post(`/api/admin/gift-cards/${card.id}/adjustments`, { amount: -1, reason: 'Too much' }));
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe('The adjustment would take the balance below zero: it is $0.00');
    expect(await auditOf(card.id)).toEqual(['gift-card.adjusted', 'gift-card.adjusted']);
  });

  it('refuses an adjustment without a reason, of 0, too precise, or of a voucher, writing nothing', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id);
    for (const [payload, message] of [
      [{ amount: 5 }, 'body.reason: reason is required'],
      [{ amount: 5, reason: '   ' }, 'body.reason: reason is required'],
      [{ amount: 0, reason: 'x' }, 'body.amount: amount must not be 0'],
      [{ amount: 0.001, reason: 'x' }, 'body.amount: amount has more decimals than USD allows'],
    ] as const) {
      const res = await as(post(`/api/admin/gift-cards/${card.id}/adjustments`, payload));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const voucher = await issueCard(t.db, store.id, { kind: 'voucher' });
    expect(
      (await as(post(`/api/admin/gift-cards/${voucher.card.id}/adjustments`, { amount: 5, reason: 'x' }))).statusCode,
    ).toBe(409);
    expect((await ledgerOf(t.db, card.id)).map((e) => e.kind)).toEqual(['issue']);
    expect(await auditOf(card.id)).toEqual([]);
  });

  it('voids with a reason and reactivates, the balance kept throughout', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id);
    const voided = await as(post(`/api/admin/gift-cards/${card.id}/void`, { reason: 'Reported stolen' }));
    expect(voided.json()).toMatchObject({ status: 'Voided', voidedReason: 'Reported stolen', balance: 50 });
    expect((await as(post(`/api/admin/gift-cards/${card.id}/void`, { reason: 'again' }))).json()).toEqual({
      message: 'This gift card is already voided.',
    });
    expect((await as(post(`/api/admin/gift-cards/${card.id}/redemptions`, { amount: 1 }))).statusCode).toBe(409);

    const back = await as(post(`/api/admin/gift-cards/${card.id}/reactivate`));
    expect(back.json()).toMatchObject({ status: 'Active', voidedReason: null, balance: 50 });
    expect((await as(post(`/api/admin/gift-cards/${card.id}/reactivate`))).json()).toEqual({
      message: 'Only a voided card can be reactivated.',
    });
    expect(back.json().ledger.map((e: { kind: string }) => e.kind)).toEqual(['issue', 'void', 'reactivate']);
    // The void says why once; the reactivation does not repeat it.
    expect(back.json().ledger.at(-1)).toMatchObject({ kind: 'reactivate', reason: null });
    expect(await auditOf(card.id)).toEqual(['gift-card.voided', 'gift-card.reactivated']);
    expect((await as(post(`/api/admin/gift-cards/${card.id}/void`, {}))).json().message).toContain(
      'body.reason: reason is required',
    );
  });

  it('changes the expiry date or removes it; a bad date is a 400', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id, { expiresOn: '2020-01-01' });
    const patch = (payload: object) => as({ method: 'PATCH', url: `/api/admin/gift-cards/${card.id}/expiry`, payload });
    expect((await patch({ expiresOn: '2031-12-31' })).json()).toMatchObject({
      expiresOn: '2031-12-31',
      status: 'Active',
    });
    expect((await patch({ expiresOn: null })).json()).toMatchObject({ expiresOn: null });
    const bad = await patch({ expiresOn: '31/12/2031' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Enter a date, such as 2027-12-31');
    expect((await cardRow(t.db, card.id)).expiresOn).toBeNull();
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, card.id)).orderBy(auditLog.id);
    expect(entry).toMatchObject({
      action: 'gift-card.expiry-changed',
      before: { expiresOn: '2020-01-01' },
      after: { expiresOn: '2031-12-31' },
    });
    // The card's history shows both changes, after its issue, with who made them and the dates in words.
    const detail = (await as({ url: `/api/admin/gift-cards/${card.id}` })).json();
    expect(detail.ledger.map((e: { kind: string; note: string | null }) => [e.kind, e.note])).toEqual([
      ['issue', null],
      ['expiry', 'Now expires Dec 31, 2031 (was Jan 1, 2020)'],
      ['expiry', 'Now expires never (was Dec 31, 2031)'],
    ]);
    expect(detail.ledger[1]).toMatchObject({ amount: 0, actor: expect.any(String) });
  });

  it('refuses to reactivate a card a refund voided: its value went back to the buyer', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id, {
      status: 'Voided',
      voidedReason: 'Order refunded: Wrong recipient',
      balanceMinor: 0,
    });
    const res = await as(post(`/api/admin/gift-cards/${card.id}/reactivate`));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This card was voided by a refund: its value went back to the buyer, so it cannot be reactivated.',
    );
    expect((await cardRow(t.db, card.id)).status).toBe('Voided');
    expect(await auditOf(card.id)).toEqual([]);
  });

  it('refuses staff (403) on every owner action, no session (401), another store (401/404), changing nothing', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    const other = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id);
    const actions = [
      post(`/api/admin/gift-cards/${card.id}/adjustments`, { amount: 5, reason: 'x' }),
      post(`/api/admin/gift-cards/${card.id}/void`, { reason: 'x' }),
      post(`/api/admin/gift-cards/${card.id}/reactivate`),
      { method: 'PATCH' as const, url: `/api/admin/gift-cards/${card.id}/expiry`, payload: { expiresOn: null } },
    ];
    for (const action of actions) {
      expect((await t.app.inject(asStaff(store, cookie, action))).statusCode).toBe(403);
      expect((await t.app.inject({ ...action, headers: store.headers })).statusCode).toBe(401);
      expect((await t.app.inject({ ...action, headers: { ...other.store.headers, cookie } })).statusCode).toBe(401);
      expect((await other.as(action)).statusCode).toBe(404);
    }
    expect(await cardRow(t.db, card.id)).toMatchObject({
      balanceMinor: 5000,
      status: 'Active',
      expiresOn: '2030-03-05',
    });
    expect(await auditOf(card.id)).toEqual([]);
  });
});

describe('Mark as used (vouchers)', () => {
  it('records who and when for a voucher; a second time, a money card, or an expired voucher is a 409', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff', name: 'Sam Counter' });
    const cookie = await signIn(t.app, store, staff.email);
    const as = (options: Parameters<typeof asStaff>[2]) => t.app.inject(asStaff(store, cookie, options));
    const { card } = await issueCard(t.db, store.id, { kind: 'voucher', title: 'Spa Day' });
    const used = await as(post(`/api/admin/gift-cards/${card.id}/use`));
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ status: 'Used', used: { by: 'Sam Counter', at: expect.any(String) } });
    expect(used.json().ledger.at(-1)).toMatchObject({ kind: 'use', actor: 'Sam Counter', amount: 0 });
    expect((await as(post(`/api/admin/gift-cards/${card.id}/use`))).json()).toEqual({
      message: 'This voucher is used: it cannot be marked as used.',
    });

    const money = await issueCard(t.db, store.id);
    const refused = await as(post(`/api/admin/gift-cards/${money.card.id}/use`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This is a money card: redeem an amount instead of marking it used.');
    const expired = await issueCard(t.db, store.id, { kind: 'voucher', expiresOn: '2020-01-01' });
    expect((await as(post(`/api/admin/gift-cards/${expired.card.id}/use`))).json().message).toBe(
      'This voucher is expired: it cannot be marked as used.',
    );
    expect(await auditOf(card.id)).toEqual(['gift-card.used']);
  });
});
