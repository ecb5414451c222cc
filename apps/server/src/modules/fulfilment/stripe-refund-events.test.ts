import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftCards, orderRefunds, orders, paymentIntents } from '../../db/schema/index.ts';
import { createAdminTestApp, ownerSession } from '../../../test/admin.ts';
import { twoGiftLines } from '../../../test/admin-orders.ts';
import { buildPayload, createIntent, validate } from '../../../test/checkout.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { postStripeEvent } from '../../../test/stripe-events.ts';
import type { TestApp } from '../../../test/test-app.ts';

const SECRET = 'whsec_orders_secret';
const ACCOUNT = 'acct_orders_1';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createAdminTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const post = (type: string, object: object, options: { id?: string; secret?: string } = {}) =>
  postStripeEvent(t.app, { type, object, account: ACCOUNT, secret: options.secret ?? SECRET, id: options.id });

/** A store paid through Stripe, and an order of two gift lines paid there (the webhook fulfils it). */
async function stripeOrder() {
  const session = await ownerSession(t.app, t.db, {
    payment: { provider: 'stripe', connectedAccountId: ACCOUNT, publicKey: 'pk_test_store' },
  });
  const payload = await buildPayload(t, session.store.slug, twoGiftLines);
  const intent = await createIntent(t, session.store.slug, 99, { connectedAccountId: ACCOUNT });
  expect(
    (await validate(t, session.store.slug, { ...payload, paymentIntentId: intent.paymentIntentId })).statusCode,
  ).toBe(200);
  expect(
    (await post('payment_intent.succeeded', fake.setStatus(intent.paymentIntentId, 'succeeded'))).json().outcome,
  ).toBe('handled');
  const [row] = await t.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(paymentIntents, eq(paymentIntents.id, orders.paymentIntentId))
    .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
  const charge = (amountRefunded: number) => ({
    id: `ch_${intent.paymentIntentId}`,
    object: 'charge',
    payment_intent: intent.paymentIntentId,
    amount: 7500,
    amount_refunded: amountRefunded,
    currency: 'usd',
  });
  return { ...session, order: row!.order, providerIntentId: intent.paymentIntentId, charge };
}

const cardsOf = (orderId: string) => t.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));

describe('refunds and disputes through Stripe', () => {
  it('refunds a line at Stripe with an idempotency key; the charge.refunded that follows changes nothing more', async () => {
    const { as, order, providerIntentId, charge } = await stripeOrder();
    const line = (await as({ url: `/api/admin/orders/${order.id}` })).json().lines[1];
    const res = await as({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { lineIds: [line.id], reason: 'Returned' },
    });
    expect(res.statusCode).toBe(201);
    const [refund] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    const request = fake.requests.find(
      (r) => r.path === '/v1/refunds' && r.params.payment_intent === providerIntentId,
    )!;
    expect(request).toMatchObject({
      stripeAccount: ACCOUNT,
      idempotencyKey: `giftfront-order-refund-${refund!.id}`,
      params: { amount: '5000' },
    });
    expect(refund!.providerRefundId).toMatch(/^re_fake_/);

    expect((await post('charge.refunded', charge(5000))).json().outcome).toBe('handled');
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(1);
    expect((await cardsOf(order.id)).map((c) => c.status).sort()).toEqual(['Active', 'Voided']);
  });

  it('records a refund made in Stripe’s dashboard and freezes the order’s cards, once', async () => {
    const { as, order, charge } = await stripeOrder();
    const event = await post('charge.refunded', charge(7500), { id: 'evt_outside_refund' });
    expect(event.json()).toEqual({ received: true, outcome: 'handled' });
    expect((await post('charge.refunded', charge(7500), { id: 'evt_outside_refund' })).json().outcome).toBe(
      'duplicate',
    );
    const detail = (await as({ url: `/api/admin/orders/${order.id}` })).json();
    expect(detail).toMatchObject({
      paymentStatus: 'Refunded',
      payment: { refunded: 75 },
      refunds: [{ amount: 75, source: 'provider', reason: 'Refunded at Stripe', by: null }],
    });
    expect(detail.cards.map((c: { status: string; balance: number }) => [c.status, c.balance])).toEqual([
      ['Voided', 25],
      ['Voided', 50],
    ]);
    expect((await cardsOf(order.id)).every((c) => c.voidedReason === 'Refunded at Stripe')).toBe(true);
    expect(detail.audit.map((e: { action: string; actor: { name: string } }) => [e.action, e.actor.name])).toEqual([
      ['order.refunded-at-provider', 'Stripe'],
    ]);
  });

  it('flags a disputed order for review and freezes its cards', async () => {
    const { as, order, providerIntentId } = await stripeOrder();
    const dispute = {
      id: 'dp_1',
      object: 'dispute',
      charge: `ch_${providerIntentId}`,
      payment_intent: providerIntentId,
      amount: 7500,
      currency: 'usd',
      reason: 'fraudulent',
      status: 'needs_response',
    };
    expect((await post('charge.dispute.created', dispute)).json().outcome).toBe('handled');
    const detail = (await as({ url: `/api/admin/orders/${order.id}` })).json();
    expect(detail).toMatchObject({
      dispute: { reason: 'fraudulent' },
      review: { reason: 'Payment disputed (fraudulent)', clearedAt: null },
    });
    expect(detail.cards.every((c: { status: string }) => c.status === 'Voided')).toBe(true);
    const flagged = (await as({ url: '/api/admin/orders?status=review' })).json().orders;
    expect(flagged).toMatchObject([{ id: order.id, review: true, disputed: true }]);
  });

  it('refuses an unsigned or malformed charge event (400), changing nothing', async () => {
    const { order, charge } = await stripeOrder();
    expect((await post('charge.refunded', charge(7500), { secret: 'whsec_wrong' })).statusCode).toBe(400);
    const malformed = await post('charge.refunded', { ...charge(7500), amount_refunded: 'all' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('data.object.amount_refunded: must be a whole number');
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual([]);
    expect((await cardsOf(order.id)).every((c) => c.status === 'Active')).toBe(true);
  });
});
