import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { deliveries, giftCardLedger, giftCards, orderRefunds } from '../../db/schema/index.ts';
import {
  asStaff,
  auditActions,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';
import { placeOrder } from '../../../test/admin-orders.ts';
import { issueCard } from '../../../test/gift-card-admin.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const card = async (id: string) => (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;
const key = (name: string) => ({ 'idempotency-key': `test-${name}-${Math.random().toString(36).slice(2)}` });

describe('POST /api/admin/orders/{id}/store-credit-refunds', () => {
  it('issues a new money card for the refund instead of refunding the payment, emails it to the buyer, audited', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order } = await placeOrder(t, store);
    const headers = key('new');
    const res = await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/store-credit-refunds`,
      headers,
      payload: { amount: 30, reason: 'Changed their mind' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      refund: { amount: 30, source: 'store-credit' },
      paymentStatus: 'Partially refunded',
    });
    const [refund] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refund).toMatchObject({ source: 'store-credit', providerRefundId: null, amountMinor: 3000 });
    const credit = await card(refund!.storeCreditCardId!);
    expect(credit).toMatchObject({
      source: 'store-credit',
      kind: 'money',
      balanceMinor: 3000,
      promoBalanceMinor: 0,
      recipientEmail: 'ada@example.com',
    });
    const entries = await t.db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, credit.id));
    expect(entries.map((e) => [e.kind, e.amountMinor, e.orderId])).toEqual([['issue', 3000, order.id]]);
    const mails = await t.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.subjectId, credit.id), eq(deliveries.kind, 'gift')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe('ada@example.com');
    expect(await auditActions(t.db, store.id)).toContain('order.refunded-as-store-credit');

    // The same request again (a retry) answers the refund it made, and makes nothing more.
    const again = await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/store-credit-refunds`,
      headers,
      payload: { amount: 30, reason: 'Changed their mind' },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().refund.id).toBe(res.json().refund.id);
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(1);
    expect((await as({ url: `/api/admin/orders/${order.id}` })).json().refunds).toEqual([
      expect.objectContaining({ source: 'store-credit', amount: 30 }),
    ]);
  });

  it('loads one of the buyer’s own cards when chosen from their cards, and refuses a card that is not theirs', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order } = await placeOrder(t, store);
    const { card: theirs } = await issueCard(t.db, store.id, {
      senderEmail: 'Ada@Example.com',
      balanceMinor: 1000,
      initialMinor: 1000,
    });
    const { card: stranger } = await issueCard(t.db, store.id, {
      recipientEmail: 'someone@example.com',
      senderEmail: 'x@example.com',
    });
    const listed = (await as({ url: `/api/admin/orders/${order.id}/buyer-cards` })).json();
    expect(listed.cards.map((c: { id: string }) => c.id)).toContain(theirs.id);
    expect(listed.cards.map((c: { id: string }) => c.id)).not.toContain(stranger.id);
    expect(JSON.stringify(listed)).not.toContain(theirs.code);

    const refused = await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/store-credit-refunds`,
      headers: key('stranger'),
      payload: { amount: 10, reason: 'Goodwill', giftCardId: stranger.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'That card is not one of the buyer’s active gift cards. Choose another, or issue a new card.',
    );
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(0);

    const loaded = await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/store-credit-refunds`,
      headers: key('theirs'),
      payload: { amount: 10, reason: 'Goodwill', giftCardId: theirs.id },
    });
    expect(loaded.statusCode).toBe(201);
    expect(await card(theirs.id)).toMatchObject({ balanceMinor: 2000, promoBalanceMinor: 0 });
  });

  it('refuses without an Idempotency-Key, and refuses staff', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order } = await placeOrder(t, store);
    const bare = await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/store-credit-refunds`,
      payload: { amount: 10, reason: 'Goodwill' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toContain('Send an Idempotency-Key header');
    const clerk = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, clerk.email);
    const asClerk = await t.app.inject(
      asStaff(store, cookie, {
        method: 'POST',
        url: `/api/admin/orders/${order.id}/store-credit-refunds`,
        headers: key('clerk'),
        payload: { amount: 10, reason: 'Goodwill' },
      }),
    );
    expect(asClerk.statusCode).toBe(403);
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(0);
  });

  it('is counted in the reports: a refund in the sales report, a card issued in the liability', async () => {
    const { store, as } = await ownerSession(t.app, t.db, { timeZone: 'UTC' });
    const { order } = await placeOrder(t, store);
    await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/store-credit-refunds`,
      headers: key('reports'),
      payload: { reason: 'Cancelled' },
    });
    const today = new Date().toISOString().slice(0, 10);
    const sales = (await as({ url: `/api/admin/reports/sales?from=${today}&to=${today}&groupBy=day` })).json();
    expect(sales.totals).toMatchObject({ gross: 75, refunds: 75 });
    expect(sales.refundsAsStoreCredit).toBe(75);
    const liability = (await as({ url: `/api/admin/reports/liability?from=${today}&to=${today}` })).json();
    // The order's two cards (75) voided, the store credit card (75) issued and owed.
    expect(liability).toMatchObject({ issued: 150, voided: 75, closing: 75, balances: true });
  });
});
