import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveries, giftCards, orderRefunds } from '../../db/schema/index.ts';
import { asStaff, auditActions, createStaffUser, ownerSession, signIn } from '../../../test/admin.ts';
import { placeOrder } from '../../../test/admin-orders.ts';
import { findGiftCard, ledgerKinds, ledgerMatchesBalance } from '../../../test/checkout.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createAdminTestApp } from '../../../test/admin.ts';
import { changeBalance } from '../gift-cards/gift-card-ledger.ts';
import { loadMailStore } from '../mail/email-brand.ts';
import { composeOrderRefund } from './compose-order-refund.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const card = async (id: string) => (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;
const refundsOf = (orderId: string) => t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));

describe('POST /api/admin/orders/{id}/refunds', () => {
  it('refunds one line: its card voided, the other still active, the buyer emailed the amount, audited', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order, cards } = await placeOrder(t, store);
    const detail = (await as({ url: `/api/admin/orders/${order.id}` })).json();
    const res = await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { lineIds: [detail.lines[0].id], reason: 'Wrong recipient' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      refund: { amount: 25, loss: 0, reason: 'Wrong recipient', source: 'dashboard' },
      paymentStatus: 'Partially refunded',
    });

    const [voided, kept] = [await card(detail.cards[0].id), await card(detail.cards[1].id)];
    expect(voided).toMatchObject({
      status: 'Voided',
      balanceMinor: 0,
      voidedReason: 'Order refunded: Wrong recipient',
    });
    expect(await ledgerKinds(t.db, voided.id)).toEqual(['issue', 'void']);
    expect(await ledgerMatchesBalance(t.db, voided.id)).toEqual({ balance: 0, ledger: 0 });
    expect(kept).toMatchObject({ status: 'Active', balanceMinor: 5000 });
    expect(cards).toHaveLength(2);

    const after = (await as({ url: `/api/admin/orders/${order.id}` })).json();
    expect(after).toMatchObject({ paymentStatus: 'Partially refunded', payment: { captured: 75, refunded: 25 } });
    expect(after.lines.map((l: { refunded: boolean }) => l.refunded)).toEqual([true, false]);
    expect(after.audit.map((e: { action: string }) => e.action)).toEqual(['order.refunded']);
    expect(await auditActions(t.db, store.id)).toContain('order.refunded');

    const [refund] = await refundsOf(order.id);
    const [notice] = await t.db.select().from(deliveries).where(eq(deliveries.subjectId, refund!.id));
    expect(notice).toMatchObject({ kind: 'order-refund', recipient: 'ada@example.com' });
    const mail = await composeOrderRefund(
      t.db,
      (await loadMailStore(t.db, t.config, store.id))!,
      refund!.id,
      'ada@example.com',
    );
    expect('send' in mail && mail.send.subject).toBe('Your Test Gifts refund of $25.00');
    expect('send' in mail && mail.send.text).toContain('we have refunded $25.00 of your order');
  });

  it('refunds what is left, then refuses a further refund (409)', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order, cards } = await placeOrder(t, store);
    const url = `/api/admin/orders/${order.id}/refunds`;
    expect((await as({ method: 'POST', url, payload: { amount: 10, reason: 'Goodwill' } })).json()).toMatchObject({
      refund: { amount: 10 },
      paymentStatus: 'Partially refunded',
    });
    const rest = await as({ method: 'POST', url, payload: { reason: 'Cancelled' } });
    expect(rest.json()).toMatchObject({ refund: { amount: 65 }, paymentStatus: 'Refunded' });
    for (const c of cards) expect(await card(c.id)).toMatchObject({ status: 'Voided', balanceMinor: 0 });
    const again = await as({ method: 'POST', url, payload: { reason: 'Again' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has been refunded in full.');
    expect((await refundsOf(order.id)).reduce((sum, r) => sum + r.amountMinor, 0)).toBe(7500);
  });

  it('names a card spent below the refund (409, nothing written); the owner refunds less or accepts the loss', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order, cards } = await placeOrder(t, store);
    const spent = cards.find((c) => c.initialMinor === 5000)!;
    await changeBalance(t.db, { giftCardId: spent.id, kind: 'redeem', amountMinor: -4000 });
    const url = `/api/admin/orders/${order.id}/refunds`;
    const refused = await as({ method: 'POST', url, payload: { lineIds: [spent.orderLineId], reason: 'Returned' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `Already spent: card ending ${spent.code.slice(-4)} no longer holds what this refund takes back. Refund less, or refund anyway and record the loss.`,
      spentCards: [{ id: spent.id, last4: spent.code.slice(-4), balance: 10, toRefund: 50 }],
      refundableWithoutLoss: 10,
    });
    expect(await refundsOf(order.id)).toEqual([]);

    const less = await as({
      method: 'POST',
      url,
      payload: { lineIds: [spent.orderLineId], amount: 10, reason: 'Returned' },
    });
    expect(less.json()).toMatchObject({ refund: { amount: 10, loss: 0 } });
    expect(await card(spent.id)).toMatchObject({ status: 'Voided', balanceMinor: 0 });

    const { order: second, cards: secondCards } = await placeOrder(t, store);
    const spentAgain = secondCards.find((c) => c.initialMinor === 5000)!;
    await changeBalance(t.db, { giftCardId: spentAgain.id, kind: 'redeem', amountMinor: -4000 });
    const anyway = await as({
      method: 'POST',
      url: `/api/admin/orders/${second.id}/refunds`,
      payload: { lineIds: [spentAgain.orderLineId], reason: 'Returned', acceptLoss: true },
    });
    expect(anyway.json()).toMatchObject({ refund: { amount: 50, loss: 40 } });
    expect(await ledgerMatchesBalance(t.db, spentAgain.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('gives the gift card part back to the card that paid, the rest through the provider', async () => {
    const { store, as } = await ownerSession(t.app, t.db, {
      giftCards: [{ code: 'PAID-0000-0000-2020', balance: 20, isoCurrencyCode: 'USD' }],
    });
    const { order } = await placeOrder(t, store, undefined, { giftCardCodes: ['PAID-0000-0000-2020'] });
    expect(order).toMatchObject({ totalMinor: 5500, giftCardsMinor: 2000 });
    const res = await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { reason: 'Cancelled' },
    });
    expect(res.json()).toMatchObject({ refund: { amount: 75 }, paymentStatus: 'Refunded' });
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({ providerAmountMinor: 5500, giftCardsAmountMinor: 2000 });
    const payer = await findGiftCard(t.db, store.slug, 'PAID-0000-0000-2020');
    expect(payer.balanceMinor).toBe(2000);
    expect(await ledgerMatchesBalance(t.db, payer.id)).toEqual({ balance: 2000, ledger: 2000 });
  });

  it('refunds once when two refunds of one order arrive together', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order } = await placeOrder(t, store);
    const url = `/api/admin/orders/${order.id}/refunds`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => as({ method: 'POST', url, payload: { reason: 'Double click' } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const refunds = await refundsOf(order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountMinor).toBe(7500);
  });

  it('refuses bad input naming the field (400), staff (403), no session (401) and another store’s session (401), writing nothing', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order } = await placeOrder(t, store);
    const other = await placeOrder(t, store);
    const url = `/api/admin/orders/${order.id}/refunds`;
    const otherLine = (await as({ url: `/api/admin/orders/${other.order.id}` })).json().lines[0].id;
    for (const [payload, message] of [
      [{}, 'body.reason: Reason is required'],
      [{ reason: 'x', amount: -1 }, 'amount must be more than 0'],
      [{ reason: 'x', amount: 'ten' }, 'amount must be a number'],
      [{ reason: 'x', amount: 75.01 }, 'amount must be at most $75.00, what is left to refund'],
      [{ reason: 'x', lineIds: ['nope'] }, 'lineIds must be order line ids'],
      [{ reason: 'x', lineIds: [otherLine] }, `lineIds: ${otherLine} is not a line of this order`],
      [{ reason: 'x', extra: true }, 'extra'],
    ] as const) {
      const res = await as({ method: 'POST', url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const staffCookie = await signIn(t.app, store, staff.email);
    expect(
      (await t.app.inject(asStaff(store, staffCookie, { method: 'POST', url, payload: { reason: 'x' } }))).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: store.headers, payload: { reason: 'x' } })).statusCode,
    ).toBe(401);
    const stranger = await ownerSession(t.app, t.db);
    expect(
      (await t.app.inject(asStaff(store, stranger.cookie, { method: 'POST', url, payload: { reason: 'x' } })))
        .statusCode,
    ).toBe(401);
    expect((await stranger.as({ method: 'POST', url, payload: { reason: 'x' } })).statusCode).toBe(404);
    expect(await refundsOf(order.id)).toEqual([]);
  });
});
