import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, giftCards, orders, paymentIntents } from '../../db/schema/index.ts';
import {
  confirm,
  findGiftCard,
  ledgerKinds,
  ledgerMatchesBalance,
  orderDetails,
  validate,
} from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { postStripeEvent } from '../../../test/stripe-events.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';
import { createTopupIntent, topupPayload } from '../../../test/topup.ts';

/** What one paid top-up left behind: orders, receipts and the card's ledger. */
async function traces(t: TestApp, providerIntentId: string, giftCardId: string) {
  const [intent] = await t.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.providerIntentId, providerIntentId));
  return {
    orders: (await t.db.select().from(orders).where(eq(orders.paymentIntentId, intent!.id))).length,
    receipts: (await t.db.select().from(deliveries).where(eq(deliveries.subjectId, intent!.id))).map((d) => d.kind),
    ledger: await ledgerKinds(t.db, giftCardId),
    balance: await ledgerMatchesBalance(t.db, giftCardId),
  };
}

describe('a sandbox top-up credits once, however many success signals arrive', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = (
      await createStore(t.db, {
        shouldAllowTopups: true,
        giftCards: [{ code: 'ONCE-SAND-BOXT-OPUP', balance: 10, isoCurrencyCode: 'USD' }],
      })
    ).slug;
  });
  afterAll(() => t.close());

  it('confirmed twice at once while the confirmation page asks for the details twice', async () => {
    const card = await findGiftCard(t.db, slug, 'ONCE-SAND-BOXT-OPUP');
    const intent = await createTopupIntent(t, slug, card.id, 25.5);
    expect((await validate(t, slug, topupPayload(card.id, 25.5, intent.paymentIntentId))).statusCode).toBe(200);
    const answers = await Promise.all([
      confirm(t, slug, intent),
      confirm(t, slug, intent),
      orderDetails(t, slug, intent.paymentIntentId),
      orderDetails(t, slug, intent.paymentIntentId),
    ]);
    expect(answers.slice(0, 2).map((r) => r.json().status)).toEqual(['succeeded', 'succeeded']);
    // GetOrderDetails either finds the order or, if it came first, says the payment is not complete yet.
    for (const details of answers.slice(2)) expect([200, 409]).toContain(details.statusCode);
    expect(await traces(t, intent.paymentIntentId, card.id)).toEqual({
      orders: 1,
      receipts: ['topup-receipt'],
      ledger: ['import', 'topup'],
      balance: { balance: 3550, ledger: 3550 },
    });
  });
});

describe('a Stripe top-up credits once, whether the webhook or the shopper arrives first', () => {
  const SECRET = 'whsec_topup_secret';
  const ACCOUNT = 'acct_topup_store';
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
        shouldAllowTopups: true,
        payment: { provider: 'stripe', connectedAccountId: ACCOUNT, publicKey: 'pk_test_store' },
        giftCards: [
          { code: 'ONCE-STRI-PEWE-BHK1', balance: 10, isoCurrencyCode: 'USD' },
          { code: 'ONCE-STRI-PESH-OPR1', balance: 10, isoCurrencyCode: 'USD' },
          { code: 'ONCE-STRI-PEOF-FXX1', balance: 10, isoCurrencyCode: 'USD' },
        ],
      })
    ).slug;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const postSucceeded = (object: object) =>
    postStripeEvent(t.app, { type: 'payment_intent.succeeded', object, account: ACCOUNT, secret: SECRET });
  const paidTopup = async (code: string, amount: number) => {
    const card = await findGiftCard(t.db, slug, code);
    const intent = await createTopupIntent(t, slug, card.id, amount, { connectedAccountId: ACCOUNT });
    expect((await validate(t, slug, topupPayload(card.id, amount, intent.paymentIntentId))).statusCode).toBe(200);
    return { card, intent, paid: fake.setStatus(intent.paymentIntentId, 'succeeded') };
  };

  it('webhook first, then the shopper, then the webhook again', async () => {
    const { card, intent, paid } = await paidTopup('ONCE-STRI-PEWE-BHK1', 40);
    expect((await postSucceeded(paid)).json()).toEqual({ received: true, outcome: 'handled' });
    expect((await orderDetails(t, slug, intent.paymentIntentId)).json().order.kind).toBe('topup');
    expect((await postSucceeded(paid)).statusCode).toBe(200);
    expect(await traces(t, intent.paymentIntentId, card.id)).toEqual({
      orders: 1,
      receipts: ['topup-receipt'],
      ledger: ['import', 'topup'],
      balance: { balance: 5000, ledger: 5000 },
    });
  });

  it('the shopper twice at once, then the webhook', async () => {
    const { card, intent, paid } = await paidTopup('ONCE-STRI-PESH-OPR1', 12.34);
    const [a, b] = await Promise.all([
      orderDetails(t, slug, intent.paymentIntentId),
      orderDetails(t, slug, intent.paymentIntentId),
    ]);
    expect(a.json().order.reference).toBe(b.json().order.reference);
    await postSucceeded(paid);
    expect(await traces(t, intent.paymentIntentId, card.id)).toEqual({
      orders: 1,
      receipts: ['topup-receipt'],
      ledger: ['import', 'topup'],
      balance: { balance: 2234, ledger: 2234 },
    });
    expect(
      (await t.app.inject({ url: `/GiftCard/GetByCode/ONCE-STRI-PESH-OPR1`, headers: hostOf(slug) })).json().balance,
    ).toBe(22.34);
  });

  it('refunds, and credits nothing, when Stripe charged for a card switched off after validation', async () => {
    const { card, intent, paid } = await paidTopup('ONCE-STRI-PEOF-FXX1', 25);
    await t.db.update(giftCards).set({ status: 'Voided' }).where(eq(giftCards.id, card.id));
    expect((await postSucceeded(paid)).json().outcome).toBe('handled');
    expect((await orderDetails(t, slug, intent.paymentIntentId)).json()).toEqual({
      message: 'We could not complete your order, so your payment of $25.00 has been refunded.',
    });
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intent.paymentIntentId)).toHaveLength(1);
    expect(await traces(t, intent.paymentIntentId, card.id)).toEqual({
      orders: 0,
      receipts: ['refund-notice'],
      ledger: ['import'],
      balance: { balance: 1000, ledger: 1000 },
    });
  });
});
