import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, cardLoads, events } from '../../../db/schema/index.ts';
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

const load = (cardId: string, payload: unknown, key?: string) => ({
  method: 'POST' as const,
  url: `/api/admin/gift-cards/${cardId}/loads`,
  payload: payload as object,
  headers: key ? { 'idempotency-key': key } : {},
});
const auditOf = async (cardId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.targetId, cardId)).orderBy(auditLog.id)).map((e) => e.action);
const loadedEvents = (cardId: string) =>
  t.db
    .select()
    .from(events)
    .where(and(eq(events.giftCardId, cardId), eq(events.type, 'gift_card.loaded')));

describe('an owner loads money onto a card from the dashboard', () => {
  it('adds the amount through the ledger with its event and audit, and a retried key loads once', async () => {
    const { store, owner, as } = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id);
    const res = await as(load(card.id, { amount: 25, note: 'Refund for a broken vase, ref 1042' }, 'load-1'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      amount: 25,
      card: { id: card.id, balance: 75, currency: 'USD', status: 'Active' },
    });
    expect((await ledgerOf(t.db, card.id)).at(-1)).toMatchObject({
      kind: 'topup',
      amountMinor: 2500,
      actor: owner.name,
      channel: 'counter',
      note: 'Refund for a broken vase, ref 1042',
    });
    expect(await loadedEvents(card.id)).toHaveLength(1);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, card.id));
    expect(audit).toMatchObject({ action: 'gift-card.loaded', reason: 'Refund for a broken vase, ref 1042' });
    expect(JSON.stringify(audit)).not.toContain(card.code);

    const retry = await as(load(card.id, { amount: 25, note: 'Refund for a broken vase, ref 1042' }, 'load-1'));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toMatchObject({ amount: 25, card: { balance: 75 } });
    const other = await as(load(card.id, { amount: 30 }, 'load-1'));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different load.');
    expect((await cardRow(t.db, card.id)).balanceMinor).toBe(7500);
    expect((await ledgerOf(t.db, card.id)).filter((entry) => entry.kind === 'topup')).toHaveLength(1);
    expect(await t.db.select().from(cardLoads).where(eq(cardLoads.giftCardId, card.id))).toHaveLength(1);
    expect(await auditOf(card.id)).toEqual(['gift-card.loaded']);
  });

  it('refuses in a sentence a bad amount, a balance over the maximum, and a voided, expired or voucher card, writing nothing', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id);
    for (const [payload, status, message] of [
      [{ amount: 0 }, 400, 'body.amount: The amount to add must be more than 0.'],
      [{ amount: -5 }, 400, 'body.amount: The amount to add must be more than 0.'],
      [{ amount: 'ten' }, 400, 'body.amount: Enter the amount to add as a number.'],
      [{ amount: 0.001 }, 400, 'body.amount: amount has more decimals than USD allows'],
      [{ amount: 0.5 }, 422, 'body.amount: The top-up amount must be at least $1.00.'],
      [
        { amount: 1960 },
        422,
        'body.amount: This card can be topped up by at most $1,950.00 (the maximum balance is $2,000.00).',
      ],
    ] as const) {
      const res = await as(load(card.id, payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const { card: voided } = await issueCard(t.db, store.id, { status: 'Voided' });
    const { card: expired } = await issueCard(t.db, store.id, { expiresOn: '2020-01-01' });
    const { card: voucher } = await issueCard(t.db, store.id, { kind: 'voucher', title: 'Spa day' });
    for (const [target, message] of [
      [voided, 'This gift card is voided: reactivate it before loading money onto it.'],
      [expired, 'This gift card has expired: change its expiry date before loading money onto it.'],
      [voucher, 'This is a voucher: it holds an experience, not money, so nothing can be loaded onto it.'],
    ] as const) {
      const res = await as(load(target.id, { amount: 10 }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
    for (const target of [card, voided, expired, voucher]) {
      expect((await ledgerOf(t.db, target.id)).map((entry) => entry.kind)).toEqual(['issue']);
      expect(await loadedEvents(target.id)).toEqual([]);
      expect(await auditOf(target.id)).toEqual([]);
    }
    expect(await t.db.select().from(cardLoads).where(eq(cardLoads.storeId, store.id))).toEqual([]);
  });

  it('refuses staff (403), no session (401) and another store (404), changing nothing', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    const other = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id);
    const action = load(card.id, { amount: 5 });
    expect((await t.app.inject(asStaff(store, cookie, action))).statusCode).toBe(403);
    expect((await t.app.inject({ ...action, headers: store.headers })).statusCode).toBe(401);
    expect((await other.as(action)).statusCode).toBe(404);
    expect((await cardRow(t.db, card.id)).balanceMinor).toBe(5000);
    expect(await auditOf(card.id)).toEqual([]);
  });
});
