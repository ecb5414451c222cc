import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, redemptions } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import {
  asStaff,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../../test/admin.ts';
import { cardRow, issueCard, ledgerOf, redemptionsOf } from '../../../../test/gift-card-admin.ts';
import { changeBalance } from '../gift-card-ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

async function staffSession() {
  const store = await createAdminStore(t.db);
  const staff = await createStaffUser(t.db, store, { role: 'staff', name: 'Sam Counter' });
  const cookie = await signIn(t.app, store, staff.email);
  return {
    store,
    staff,
    cookie,
    as: (options: Parameters<typeof asStaff>[2]) => t.app.inject(asStaff(store, cookie, options)),
  };
}

const redeem = (id: string, payload: object, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: `/api/admin/gift-cards/${id}/redemptions`,
  payload,
  headers,
});

describe('POST /api/admin/gift-cards/{id}/redemptions', () => {
  it('takes part of the balance at the counter, recording who, the ledger entry and the audit', async () => {
    const { store, staff, as } = await staffSession();
    const { card } = await issueCard(t.db, store.id);
    const res = await as(redeem(card.id, { amount: 12.5, note: ' Table 4 ' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      redemption: {
        giftCardId: card.id,
        amount: 12.5,
        currency: 'USD',
        channel: 'counter',
        actor: 'Sam Counter',
        note: 'Table 4',
        reversedAt: null,
      },
      card: { id: card.id, balance: 37.5, currency: 'USD', status: 'Active' },
    });
    expect((await cardRow(t.db, card.id)).balanceMinor).toBe(3750);
    const ledger = await ledgerOf(t.db, card.id);
    expect(ledger.at(-1)).toMatchObject({
      kind: 'redeem',
      amountMinor: -1250,
      actor: 'Sam Counter',
      channel: 'counter',
      redemptionId: body.redemption.id,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'gift-card.redeemed')));
    expect(entry).toMatchObject({
      actorId: staff.id,
      targetId: card.id,
      before: { balanceMinor: 5000 },
      after: { balanceMinor: 3750, amountMinor: 1250 },
      reason: 'Table 4',
    });

    const detail = (await as({ url: `/api/admin/gift-cards/${card.id}` })).json();
    expect(detail.redemptions).toMatchObject([{ id: body.redemption.id, amount: 12.5 }]);
    expect(detail.ledger.map((e: { kind: string }) => e.kind)).toEqual(['issue', 'redeem']);
  });

  it('records a retried request once with an Idempotency-Key and answers the same', async () => {
    const { store, as } = await staffSession();
    const { card } = await issueCard(t.db, store.id);
    const first = await as(redeem(card.id, { amount: 10 }, { 'idempotency-key': 'till-7-sale-123' }));
    const again = await as(redeem(card.id, { amount: 10 }, { 'idempotency-key': 'till-7-sale-123' }));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await redemptionsOf(t.db, card.id)).toHaveLength(1);
    expect((await cardRow(t.db, card.id)).balanceMinor).toBe(4000);

    const other = await as(redeem(card.id, { amount: 11 }, { 'idempotency-key': 'till-7-sale-123' }));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different redemption.');
    expect((await cardRow(t.db, card.id)).balanceMinor).toBe(4000);
  });

  it('refuses more than the balance (422 naming it), and an open checkout hold is not redeemable', async () => {
    const { store, as } = await staffSession();
    const { card } = await issueCard(t.db, store.id);
    await changeBalance(t.db, {
      giftCardId: card.id,
      kind: 'hold',
      amountMinor: -2000,
      paymentIntentId: crypto.randomUUID(),
    });
    const res = await as(redeem(card.id, { amount: 40 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'amount is more than the balance of $30.00', balance: 30 });
    expect(await redemptionsOf(t.db, card.id)).toEqual([]);
    expect((await cardRow(t.db, card.id)).balanceMinor).toBe(3000);
    expect((await as(redeem(card.id, { amount: 30 }))).json().card).toMatchObject({ balance: 0, status: 'Spent' });
  });

  it('refuses bad input with the field named (400), writing nothing', async () => {
    const { store, as } = await staffSession();
    const { card } = await issueCard(t.db, store.id);
    for (const [payload, message, headers] of [
      [{}, 'body.amount: amount must be a number'],
      [{ amount: '10' }, 'body.amount: amount must be a number'],
      [{ amount: 0 }, 'body.amount: amount must be more than 0'],
      [{ amount: -5 }, 'body.amount: amount must be more than 0'],
      [{ amount: 10.005 }, 'body.amount: amount has more decimals than USD allows'],
      [{ amount: 0.001 }, 'body.amount: amount has more decimals than USD allows'],
      [{ amount: 5, note: 'x'.repeat(501) }, 'body.note: note must be at most 500 characters'],
      [{ amount: 5, balance: 100 }, 'Unrecognized key: "balance"'],
      [{ amount: 5 }, 'Idempotency-Key must be printable ASCII without spaces', { 'idempotency-key': 'two words' }],
    ] as [object, string, Record<string, string>?][]) {
      const res = await as(redeem(card.id, payload, headers));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await redemptionsOf(t.db, card.id)).toEqual([]);
    expect((await cardRow(t.db, card.id)).balanceMinor).toBe(5000);
  });

  it('refuses a voucher (mark it used instead) and a spent, expired or voided card, saying so (409)', async () => {
    const { store, as } = await staffSession();
    const cases = [
      [{ kind: 'voucher' }, 'This is a voucher: it is redeemed whole. Mark it as used instead.'],
      [{ balanceMinor: 0 }, 'This gift card is spent: nothing can be redeemed.'],
      [{ expiresOn: '2020-01-01' }, 'This gift card is expired: nothing can be redeemed.'],
      [{ status: 'Voided', voidedReason: 'Stolen' }, 'This gift card is voided: nothing can be redeemed.'],
    ] as const;
    for (const [overrides, message] of cases) {
      const { card } = await issueCard(t.db, store.id, overrides);
      const res = await as(redeem(card.id, { amount: 1 }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
      expect(await redemptionsOf(t.db, card.id)).toEqual([]);
    }
  });

  it("refuses no session (401), another store's session (401), a cross-site request (403) and another store's card (404)", async () => {
    const a = await staffSession();
    const b = await staffSession();
    const { card } = await issueCard(t.db, a.store.id);
    const url = `/api/admin/gift-cards/${card.id}/redemptions`;
    expect(
      (await t.app.inject({ method: 'POST', url, headers: a.store.headers, payload: { amount: 1 } })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: { ...b.store.headers, cookie: a.cookie },
          payload: { amount: 1 },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await a.as({ ...redeem(card.id, { amount: 1 }), headers: { origin: 'https://evil.example' } })).statusCode,
    ).toBe(403);
    expect((await b.as(redeem(card.id, { amount: 1 }))).statusCode).toBe(404);
    expect(await redemptionsOf(t.db, card.id)).toEqual([]);
  });
});

describe('POST /api/admin/redemptions/{id}/reversal', () => {
  it('gives the amount back once (owner), with the reason in the ledger and the audit', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { card } = await issueCard(t.db, store.id);
    const { redemption } = (await as(redeem(card.id, { amount: 20 }))).json();
    const res = await as({
      method: 'POST',
      url: `/api/admin/redemptions/${redemption.id}/reversal`,
      payload: { reason: 'Wrong card' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      redemption: { id: redemption.id, reversedAt: expect.any(String), reversedBy: expect.any(String) },
      card: { balance: 50, status: 'Active' },
    });
    expect((await ledgerOf(t.db, card.id)).at(-1)).toMatchObject({
      kind: 'reverse',
      amountMinor: 2000,
      reason: 'Wrong card',
      channel: 'counter',
      redemptionId: redemption.id,
    });
    expect(
      (await t.db.select().from(auditLog).where(eq(auditLog.action, 'gift-card.redemption-reversed'))).filter(
        (e) => e.targetId === card.id,
      ),
    ).toMatchObject([{ before: { balanceMinor: 3000 }, after: { balanceMinor: 5000 }, reason: 'Wrong card' }]);

    const again = await as({ method: 'POST', url: `/api/admin/redemptions/${redemption.id}/reversal` });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe('This redemption has already been reversed.');
    expect((await cardRow(t.db, card.id)).balanceMinor).toBe(5000);
  });

  it("lets a staff member undo their own redemption of today, audited as them; another store's owner (404) and an unknown redemption (404) are refused", async () => {
    const { store, staff, as } = await staffSession();
    const { card } = await issueCard(t.db, store.id);
    const { redemption } = (await as(redeem(card.id, { amount: 5 }))).json();
    const url = `/api/admin/redemptions/${redemption.id}/reversal`;
    const other = await ownerSession(t.app, t.db);
    expect((await other.as({ method: 'POST', url })).statusCode).toBe(404);
    expect(
      (await other.as({ method: 'POST', url: `/api/admin/redemptions/${crypto.randomUUID()}/reversal` })).json(),
    ).toEqual({ message: 'Redemption not found' });
    expect((await cardRow(t.db, card.id)).balanceMinor).toBe(4500);

    const res = await as({ method: 'POST', url, payload: { reason: 'Undo at the counter' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ redemption: { reversedBy: 'Sam Counter' }, card: { balance: 50 } });
    expect((await ledgerOf(t.db, card.id)).at(-1)).toMatchObject({ kind: 'reverse', amountMinor: 500 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'gift-card.redemption-reversed')));
    expect(entry).toMatchObject({ actorId: staff.id, targetId: card.id, after: { balanceMinor: 5000 } });
  });

  it("refuses a staff member someone else's redemption or their own of yesterday (403, a sentence), changing nothing", async () => {
    const { store, as } = await staffSession();
    const colleague = await createStaffUser(t.db, store, { role: 'staff', name: 'Kim Colleague' });
    const colleagueCookie = await signIn(t.app, store, colleague.email);
    const { card } = await issueCard(t.db, store.id);
    const theirs = (await t.app.inject(asStaff(store, colleagueCookie, redeem(card.id, { amount: 5 })))).json()
      .redemption;
    const mine = (await as(redeem(card.id, { amount: 7 }))).json().redemption;
    await t.db
      .update(redemptions)
      .set({ createdAt: new Date(Date.now() - 36 * 3600_000) })
      .where(eq(redemptions.id, mine.id));

    for (const id of [theirs.id, mine.id]) {
      const res = await as({ method: 'POST', url: `/api/admin/redemptions/${id}/reversal` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'You can undo only your own redemptions made today. Ask an owner of the store to reverse this one.',
      });
    }
    expect((await cardRow(t.db, card.id)).balanceMinor).toBe(3800);
    expect((await redemptionsOf(t.db, card.id)).every((r) => r.reversedAt === null)).toBe(true);

    const owner = await createStaffUser(t.db, store, { role: 'owner' });
    const ownerCookie = await signIn(t.app, store, owner.email);
    for (const id of [theirs.id, mine.id]) {
      const url = `/api/admin/redemptions/${id}/reversal`;
      expect((await t.app.inject(asStaff(store, ownerCookie, { method: 'POST', url }))).statusCode).toBe(200);
    }
    expect((await cardRow(t.db, card.id)).balanceMinor).toBe(5000);
  });

  it('refuses no session (401)', async () => {
    const { store, as } = await staffSession();
    const { card } = await issueCard(t.db, store.id);
    const { redemption } = (await as(redeem(card.id, { amount: 5 }))).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/redemptions/${redemption.id}/reversal`,
      headers: store.headers,
    });
    expect(res.statusCode).toBe(401);
    expect((await cardRow(t.db, card.id)).balanceMinor).toBe(4500);
  });
});
