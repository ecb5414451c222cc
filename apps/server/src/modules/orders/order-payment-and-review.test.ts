import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, paymentIntents } from '../../db/schema/index.ts';
import { createAdminTestApp, ownerSession } from '../../../test/admin.ts';
import { placeOrder, twoGiftLines } from '../../../test/admin-orders.ts';
import { buildPayload, confirm, createIntent, findGiftCard, validate } from '../../../test/checkout.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { postStripeEvent } from '../../../test/stripe-events.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTopupIntent, topupPayload } from '../../../test/topup.ts';

const SECRET = 'whsec_review_secret';
const ACCOUNT = 'acct_review_1';

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

const post = (type: string, object: object) =>
  postStripeEvent(t.app, { type, object, account: ACCOUNT, secret: SECRET });

/** A charge as Stripe sends it in charge.succeeded: the card's details and Stripe's risk assessment. */
const charge = (providerIntentId: string, riskLevel: string) => ({
  id: `ch_${providerIntentId}`,
  object: 'charge',
  payment_intent: providerIntentId,
  amount: 7500,
  currency: 'usd',
  outcome: { type: 'authorized', risk_level: riskLevel, risk_score: 70 },
  payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444' } },
});

/** A Stripe store and a validated order of two gift lines, not yet paid. */
async function stripePayment() {
  const session = await ownerSession(t.app, t.db, {
    payment: { provider: 'stripe', connectedAccountId: ACCOUNT, publicKey: 'pk_test_store' },
  });
  const payload = await buildPayload(t, session.store.slug, twoGiftLines);
  const intent = await createIntent(t, session.store.slug, 99, { connectedAccountId: ACCOUNT });
  expect(
    (await validate(t, session.store.slug, { ...payload, paymentIntentId: intent.paymentIntentId })).statusCode,
  ).toBe(200);
  const succeed = async () => {
    expect(
      (await post('payment_intent.succeeded', fake.setStatus(intent.paymentIntentId, 'succeeded'))).json().outcome,
    ).toBe('handled');
    const [row] = await t.db
      .select({ order: orders })
      .from(orders)
      .innerJoin(paymentIntents, eq(paymentIntents.id, orders.paymentIntentId))
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    return row!.order;
  };
  return { ...session, providerIntentId: intent.paymentIntentId, succeed };
}

describe('the card on the order’s payment', () => {
  it('shows the sandbox test card’s brand and last 4', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { order } = await placeOrder(t, store);
    expect((await as({ url: `/api/admin/orders/${order.id}` })).json().payment).toMatchObject({
      provider: 'sandbox',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
  });

  it('shows the brand and last 4 Stripe gives on the charge, whether its event comes before or after the payment’s', async () => {
    const before = await stripePayment();
    expect((await post('charge.succeeded', charge(before.providerIntentId, 'normal'))).json().outcome).toBe('handled');
    const first = await before.succeed();
    const after = await stripePayment();
    const second = await after.succeed();
    expect((await post('charge.succeeded', charge(after.providerIntentId, 'normal'))).json().outcome).toBe('handled');
    for (const [session, order] of [
      [before, first],
      [after, second],
    ] as const) {
      const detail = (await session.as({ url: `/api/admin/orders/${order.id}` })).json();
      expect(detail.payment).toMatchObject({ provider: 'stripe', cardBrand: 'mastercard', cardLast4: '4444' });
      expect(detail.review).toBeNull();
    }
  });
});

describe('orders flagged for review', () => {
  it('flags an order Stripe rates elevated or highest risk, naming why, before or after the order exists; audited when it comes after', async () => {
    const before = await stripePayment();
    await post('charge.succeeded', charge(before.providerIntentId, 'highest'));
    const first = await before.succeed();
    expect((await before.as({ url: `/api/admin/orders/${first.id}` })).json().review).toMatchObject({
      reason: "Stripe rated the payment's risk highest",
      clearedAt: null,
    });

    const after = await stripePayment();
    const second = await after.succeed();
    await post('charge.succeeded', charge(after.providerIntentId, 'elevated'));
    const detail = (await after.as({ url: `/api/admin/orders/${second.id}` })).json();
    expect(detail.review).toMatchObject({ reason: "Stripe rated the payment's risk elevated", clearedAt: null });
    expect(detail.audit.map((e: { action: string; actor: { name: string } }) => [e.action, e.actor.name])).toEqual([
      ['order.flagged-for-review', 'Stripe'],
    ]);
    expect((await after.as({ url: '/api/admin/orders?status=review' })).json().orders).toMatchObject([
      { id: second.id, review: true },
    ]);

    const cleared = await after.as({
      method: 'POST',
      url: `/api/admin/orders/${second.id}/review`,
      payload: { note: 'Called the buyer: genuine' },
    });
    expect(cleared.statusCode).toBe(204);
    expect((await after.as({ url: '/api/admin/orders?status=review' })).json().orders).toEqual([]);
  });

  it('flags an order whose total is more than 3 times the store’s maximum card balance', async () => {
    const { store, as } = await ownerSession(t.app, t.db, { maxGiftCardBalance: 20 });
    const { order } = await placeOrder(t, store);
    expect((await as({ url: `/api/admin/orders/${order.id}` })).json().review).toMatchObject({
      reason: "Large order: the total is more than 3 times the store's maximum card balance",
    });
    const small = await placeOrder(t, store, [twoGiftLines[0]!]);
    expect((await as({ url: `/api/admin/orders/${small.order.id}` })).json().review).toBeNull();
  });

  it('flags an order of cards to 5 or more different recipients', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const friends = ['a', 'b', 'c', 'd', 'e'].map((name) => ({
      slug: 'classic',
      denominationId: 'd25',
      giftDetails: { recipientName: name, recipientEmail: `${name}@example.com` },
    }));
    const { order } = await placeOrder(t, store, friends);
    expect((await as({ url: `/api/admin/orders/${order.id}` })).json().review).toMatchObject({
      reason: 'Many cards to many recipients: 5 cards to 5 recipients',
    });
    const four = await placeOrder(t, store, friends.slice(0, 4));
    expect((await as({ url: `/api/admin/orders/${four.order.id}` })).json().review).toBeNull();
  });
});

describe('the store’s time zone', () => {
  it('puts an order placed at 23:30 UTC on the next day for a store in Europe/Berlin, in the answer and the day filter', async () => {
    const { store, as } = await ownerSession(t.app, t.db, { timeZone: 'Europe/Berlin' });
    const { order } = await placeOrder(t, store);
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-10T23:30:00Z') })
      .where(eq(orders.id, order.id));
    const list = (await as({ url: '/api/admin/orders' })).json();
    expect(list).toMatchObject({
      timeZone: 'Europe/Berlin',
      orders: [{ id: order.id, placedAt: '2026-03-10T23:30:00.000Z' }],
    });
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: list.timeZone, dateStyle: 'short' }).format(
      new Date(list.orders[0].placedAt),
    );
    expect(local).toBe('2026-03-11');
    const ids = async (qs: string) =>
      (await as({ url: `/api/admin/orders?${qs}` })).json().orders.map((o: { id: string }) => o.id);
    expect(await ids('from=2026-03-11&to=2026-03-11')).toEqual([order.id]);
    expect(await ids('from=2026-03-10&to=2026-03-10')).toEqual([]);
    expect((await as({ url: `/api/admin/orders/${order.id}` })).json()).toMatchObject({
      timeZone: 'Europe/Berlin',
      placedAt: '2026-03-10T23:30:00.000Z',
    });
  });
});

describe('top-ups among the orders', () => {
  it('lists a paid top-up with its card’s last 4, finds it by them, and opens it with its payment and receipt', async () => {
    const { store, as } = await ownerSession(t.app, t.db, {
      shouldAllowTopups: true,
      maxGiftCardBalance: 500,
      giftCards: [{ code: 'TOPU-PLIS-TED0-0077', balance: 50, isoCurrencyCode: 'USD' }],
    });
    const cardId = (await findGiftCard(t.db, store.slug, 'TOPU-PLIS-TED0-0077')).id;
    const intent = await createTopupIntent(t, store.slug, cardId, 20);
    expect((await validate(t, store.slug, topupPayload(cardId, 20, intent.paymentIntentId))).statusCode).toBe(200);
    expect((await confirm(t, store.slug, intent)).json().status).toBe('succeeded');

    const list = (await as({ url: '/api/admin/orders' })).json();
    expect(list.orders).toMatchObject([
      { kind: 'topup', topupCardLast4: '0077', total: 20, paymentStatus: 'Paid', buyer: { email: 'ada@example.com' } },
    ]);
    expect((await as({ url: '/api/admin/orders?query=0077' })).json().orders.map((o: { id: string }) => o.id)).toEqual([
      list.orders[0].id,
    ]);

    const detail = (await as({ url: `/api/admin/orders/${list.orders[0].id}` })).json();
    expect(detail).toMatchObject({
      kind: 'topup',
      topup: { cardLast4: '0077' },
      lines: [],
      totals: { total: 20 },
      payment: { provider: 'sandbox', cardBrand: 'visa', cardLast4: '4242', captured: 20 },
    });
    expect(detail.deliveries.map((d: { kind: string }) => d.kind)).toEqual(['topup-receipt']);
    expect(JSON.stringify(detail)).not.toContain('TOPU-PLIS-TED0-0077');
  });
});
