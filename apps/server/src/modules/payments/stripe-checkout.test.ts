import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentIntents, processedEvents } from '../../db/schema/index.ts';
import {
  buildPayload,
  createIntent,
  findGiftCard,
  ledgerKinds,
  ledgerMatchesBalance,
  orderDetails,
  validate,
} from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { postStripeEvent } from '../../../test/stripe-events.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const SECRET = 'whsec_test_secret';
const ACCOUNT = 'acct_store_1';
const CARD = 'STRI-PEGI-FTCA-RD01';

describe('Stripe checkout', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: fake.url,
    });
    slug = (
      await createStore(t.db, {
        payment: { provider: 'stripe', connectedAccountId: ACCOUNT, publicKey: 'pk_test_store' },
        giftCards: [{ code: CARD, balance: 10, isoCurrencyCode: 'USD' }],
      })
    ).slug;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const postEvent = (type: string, object: object, options: { id?: string; secret?: string; account?: string } = {}) =>
    postStripeEvent(t.app, {
      type,
      object,
      account: options.account ?? ACCOUNT,
      secret: options.secret ?? SECRET,
      id: options.id,
    });
  const ordersFor = async (providerIntentId: string) => {
    const [intent] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, providerIntentId));
    return t.db.select().from(orders).where(eq(orders.paymentIntentId, intent!.id));
  };
  /** Create the intent on the connected account and validate the order against it. */
  const validated = async (options: { giftCardCodes?: string[] } = {}) => {
    const payload = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd25' }], options);
    const intent = await createIntent(t, slug, 99, { connectedAccountId: ACCOUNT });
    expect(intent.res.statusCode).toBe(200);
    expect((await validate(t, slug, { ...payload, paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    return intent;
  };

  it('creates the intent on the connected account and sets its amount to the validated total', async () => {
    const intent = await validated();
    expect(intent.paymentIntentId).toMatch(/^pi_fake_/);
    expect(fake.intents.get(intent.paymentIntentId)).toMatchObject({ account: ACCOUNT, amount: 2500, currency: 'usd' });
  });

  it('fulfils once on payment_intent.succeeded, however often the success arrives', async () => {
    const intent = await validated();
    const paid = fake.setStatus(intent.paymentIntentId, 'succeeded');
    const first = await postEvent('payment_intent.succeeded', paid, { id: 'evt_dup' });
    expect(first.json()).toEqual({ received: true, outcome: 'handled' });
    expect((await postEvent('payment_intent.succeeded', paid, { id: 'evt_dup' })).json().outcome).toBe('duplicate');
    expect((await postEvent('payment_intent.succeeded', paid)).statusCode).toBe(200);
    expect((await orderDetails(t, slug, intent.paymentIntentId)).statusCode).toBe(200);
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(1);
  });

  it('fulfils from GetOrderDetails when the shopper returns before the webhook, and the webhook then changes nothing', async () => {
    const intent = await validated();
    expect((await orderDetails(t, slug, intent.paymentIntentId)).json()).toEqual({ message: 'Payment not completed' });
    const paid = fake.setStatus(intent.paymentIntentId, 'succeeded');
    const [a, b] = await Promise.all([
      orderDetails(t, slug, intent.paymentIntentId),
      orderDetails(t, slug, intent.paymentIntentId),
    ]);
    expect(a.json().order.reference).toBe(b.json().order.reference);
    await postEvent('payment_intent.succeeded', paid);
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(1);
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const intent = await validated();
    const paid = fake.setStatus(intent.paymentIntentId, 'succeeded');
    const forged = await postEvent('payment_intent.succeeded', paid, { id: 'evt_forged', secret: 'whsec_wrong' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid Stripe signature.' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/Payment/Webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(0);
    expect(await t.db.select().from(processedEvents).where(eq(processedEvents.id, 'evt_forged'))).toHaveLength(0);
  });

  it('gives the held gift card amount back when the payment fails', async () => {
    const intent = await validated({ giftCardCodes: [CARD] });
    const card = await findGiftCard(t.db, slug, CARD);
    expect(card.balanceMinor).toBe(0);
    const failed = {
      ...fake.intents.get(intent.paymentIntentId)!,
      last_payment_error: { message: 'Your card was declined.' },
    };
    expect((await postEvent('payment_intent.payment_failed', failed)).statusCode).toBe(200);
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 1000, ledger: 1000 });
    expect(await ledgerKinds(t.db, card.id)).toEqual(['import', 'hold', 'release']);
    const [row] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    expect(row).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card was declined.' });
  });

  it('does not fulfil, and refunds, when Stripe charged an amount other than the validated total', async () => {
    const intent = await validated();
    const paid = { ...fake.setStatus(intent.paymentIntentId, 'succeeded'), amount: 100, amount_received: 100 };
    expect((await postEvent('payment_intent.succeeded', paid)).json().outcome).toBe('handled');
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(0);
    expect([...fake.refunds.values()].map((r) => r.payment_intent)).toContain(intent.paymentIntentId);
    expect((await orderDetails(t, slug, intent.paymentIntentId)).statusCode).toBe(410);
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(0);
  });

  it("ignores an event from another connected account for this store's intent", async () => {
    const intent = await validated();
    const paid = fake.setStatus(intent.paymentIntentId, 'succeeded');
    expect((await postEvent('payment_intent.succeeded', paid, { account: 'acct_intruder' })).json().outcome).toBe(
      'ignored',
    );
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(0);
  });
});

describe('a Stripe store without its payment keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 503 'This store is not configured for payments.' without a secret key", async () => {
    const slug = (
      await createStore(t.db, { payment: { provider: 'stripe', connectedAccountId: ACCOUNT, publicKey: 'pk_test' } })
    ).slug;
    const res = await createIntent(t, slug, 25);
    expect(res.res.statusCode).toBe(503);
    expect(res.res.json()).toEqual({ message: 'This store is not configured for payments.' });
  });

  it('answers 503 when the store lacks its connected account or publishable key', async () => {
    const withKey = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: 'http://127.0.0.1:1' });
    try {
      const slug = (await createStore(withKey.db, { payment: { provider: 'stripe', publicKey: 'pk_test' } })).slug;
      expect((await createIntent(withKey, slug, 25)).res.json()).toEqual({
        message: 'This store is not configured for payments.',
      });
    } finally {
      await withKey.close();
    }
  });

  it('answers 503 to webhooks when no webhook secret is configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Payment/Webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(503);
  });
});
