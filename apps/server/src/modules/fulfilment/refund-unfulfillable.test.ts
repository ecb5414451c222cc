import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, orders, paymentIntents, products } from '../../db/schema/index.ts';
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
import { storeIdOf } from '../../../test/delivery-factories.ts';
import { changeBalance } from '../gift-cards/gift-card-ledger.ts';
import { releaseExpiredHolds } from '../payments/release-expired-holds.ts';
import { composeRefundNotice } from './compose-refund-notice.ts';
import { loadMailStore } from '../mail/email-brand.ts';
import { REFUND_MESSAGES } from '../payments/refund-message.ts';

const SECRET = 'whsec_refunds';
const ACCOUNT = 'acct_refunds';
const CARD = 'REFU-NDGI-FTCA-RD01';

describe('a paid order that cannot be fulfilled', () => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A Stripe store selling the last unit of a limited voucher, with a $10 gift card. */
  const lastUnitStore = async (provider: 'stripe' | 'sandbox' = 'stripe') =>
    (
      await createStore(t.db, {
        payment:
          provider === 'stripe' ? { provider, connectedAccountId: ACCOUNT, publicKey: 'pk_test_store' } : { provider },
        products: [
          {
            slug: 'last',
            name: 'Last One',
            type: 'Voucher',
            showQuantityLimit: true,
            quantityLimit: 5,
            quantitySold: 4,
            denominations: [{ id: 'x', price: 30, label: '$30' }],
          },
        ],
        giftCards: [{ code: CARD, balance: 10, isoCurrencyCode: 'USD' }],
      })
    ).slug;

  const lastProductOf = async (slug: string) =>
    and(eq(products.storeId, await storeIdOf(t.db, slug)), eq(products.slug, 'last'));
  const soldOf = async (slug: string) =>
    (
      await t.db
        .select()
        .from(products)
        .where(await lastProductOf(slug))
    )[0]!.quantitySold;

  /** Validated against an intent, then another buyer takes the last unit before the payment succeeds. */
  const soldOutWhilePaying = async (slug: string, options: { giftCardCodes?: string[] } = {}) => {
    const payload = await buildPayload(t, slug, [{ slug: 'last', denominationId: 'x' }], options);
    const intent = await createIntent(t, slug, 99, { connectedAccountId: ACCOUNT });
    expect((await validate(t, slug, { ...payload, paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    await t.db
      .update(products)
      .set({ quantitySold: 5 })
      .where(await lastProductOf(slug));
    const [row] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    return { ...intent, row: row! };
  };

  const postEvent = (type: string, object: object) =>
    postStripeEvent(t.app, { type, object, account: ACCOUNT, secret: SECRET });
  const intentRow = async (id: string) =>
    (await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;
  const refundRequests = (providerIntentId: string) =>
    fake.requests.filter((r) => r.path === '/v1/refunds' && r.params.payment_intent === providerIntentId);
  /** The confirmation page's answer once the provider confirmed the refund: it names the amount given back. */
  const refundedMessage = (amount: string) => ({
    message: `We could not complete your order, so your payment of ${amount} has been refunded.`,
  });

  it('refunds the payment once on the connected account, issues nothing and gives the gift card amount back', async () => {
    const slug = await lastUnitStore();
    const intent = await soldOutWhilePaying(slug, { giftCardCodes: [CARD] });
    const paid = fake.setStatus(intent.paymentIntentId, 'succeeded');

    const signals = await Promise.all([
      postEvent('payment_intent.succeeded', paid),
      orderDetails(t, slug, intent.paymentIntentId),
      orderDetails(t, slug, intent.paymentIntentId),
    ]);
    expect(signals[0].json()).toEqual({ received: true, outcome: 'handled' });
    await postEvent('payment_intent.succeeded', paid);

    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === intent.paymentIntentId);
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: 2000,
        metadata: { reason: 'Sorry, Last One sold out while you were checking out.' },
      }),
    ]);
    expect(refundRequests(intent.paymentIntentId).map((r) => [r.stripeAccount, r.idempotencyKey])).toEqual([
      [ACCOUNT, `giftfront-refund-${intent.row.id}`],
    ]);
    expect(await intentRow(intent.row.id)).toMatchObject({
      status: 'succeeded',
      refundStatus: 'refunded',
      refundId: refunds[0]!.id,
      refundedAmountMinor: 2000,
      refundedCurrency: 'USD',
      lastError: 'Sorry, Last One sold out while you were checking out.',
    });
    expect((await orderDetails(t, slug, intent.paymentIntentId)).json()).toEqual(refundedMessage('$20.00'));
    expect((await intentRow(intent.row.id)).refundedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(orders).where(eq(orders.paymentIntentId, intent.row.id))).toEqual([]);
    const card = await findGiftCard(t.db, slug, CARD);
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 1000, ledger: 1000 });
    expect(await ledgerKinds(t.db, card.id)).toEqual(['import', 'hold', 'release']);
    const mails = await t.db.select().from(deliveries).where(eq(deliveries.subjectId, intent.row.id));
    expect(mails.map((d) => [d.kind, d.recipient])).toEqual([['refund-notice', 'ada@example.com']]);
  });

  it('answers the confirmation page with the refund message (410), however often it asks', async () => {
    const slug = await lastUnitStore();
    const intent = await soldOutWhilePaying(slug);
    fake.setStatus(intent.paymentIntentId, 'succeeded');
    for (let i = 0; i < 2; i += 1) {
      const res = await orderDetails(t, slug, intent.paymentIntentId);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual(refundedMessage('$30.00'));
    }
    expect(refundRequests(intent.paymentIntentId)).toHaveLength(1);
  });

  it('refunds when the gift card amount held for the order was spent before the payment succeeded', async () => {
    const slug = await lastUnitStore();
    const payload = await buildPayload(t, slug, [{ slug: 'last', denominationId: 'x' }], { giftCardCodes: [CARD] });
    const intent = await createIntent(t, slug, 99, { connectedAccountId: ACCOUNT });
    await validate(t, slug, { ...payload, paymentIntentId: intent.paymentIntentId });
    const card = await findGiftCard(t.db, slug, CARD);
    await releaseExpiredHolds(t.db, new Date(Date.now() + 24 * 3_600_000));
    await changeBalance(t.db, {
      giftCardId: card.id,
      kind: 'adjust',
      amountMinor: -1000,
      note: 'spent elsewhere meanwhile',
    });
    fake.setStatus(intent.paymentIntentId, 'succeeded');

    expect((await orderDetails(t, slug, intent.paymentIntentId)).json()).toEqual(refundedMessage('$20.00'));
    expect(refundRequests(intent.paymentIntentId)).toHaveLength(1);
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await ledgerKinds(t.db, card.id)).toEqual(['import', 'hold', 'release', 'adjust']);
    expect(await soldOf(slug)).toBe(4);
  });

  it('keeps the refund pending while Stripe fails, says so, and completes it from the retry task', async () => {
    const slug = await lastUnitStore();
    const intent = await soldOutWhilePaying(slug);
    fake.setStatus(intent.paymentIntentId, 'succeeded');
    fake.failRefunds = 1;

    expect((await orderDetails(t, slug, intent.paymentIntentId)).json()).toEqual({ message: REFUND_MESSAGES.pending });
    expect(await intentRow(intent.row.id)).toMatchObject({
      refundStatus: 'pending',
      refundId: null,
      refundedAmountMinor: null,
      refundedCurrency: null,
    });
    expect((await orderDetails(t, slug, intent.paymentIntentId)).json()).toEqual({ message: REFUND_MESSAGES.pending });
    // The buyer is told by email only once the money is back.
    expect(await t.db.select().from(deliveries).where(eq(deliveries.subjectId, intent.row.id))).toEqual([]);

    // The task leaves a refund decided moments ago to its first try; this one failed long ago.
    await t.app.jobs.tasks.run('retry-pending-refunds');
    expect((await intentRow(intent.row.id)).refundStatus).toBe('pending');
    await t.db
      .update(paymentIntents)
      .set({ updatedAt: sql`now() - interval '10 minutes'` })
      .where(eq(paymentIntents.id, intent.row.id));
    await t.app.jobs.tasks.run('retry-pending-refunds');

    expect(await intentRow(intent.row.id)).toMatchObject({
      refundStatus: 'refunded',
      refundId: expect.stringMatching(/^re_fake_/),
      refundedAmountMinor: 3000,
      refundedCurrency: 'USD',
    });
    expect((await orderDetails(t, slug, intent.paymentIntentId)).json()).toEqual(refundedMessage('$30.00'));
    expect(new Set(refundRequests(intent.paymentIntentId).map((r) => r.idempotencyKey))).toEqual(
      new Set([`giftfront-refund-${intent.row.id}`]),
    );
    expect(
      (await t.db.select().from(deliveries).where(eq(deliveries.subjectId, intent.row.id))).map((d) => d.kind),
    ).toEqual(['refund-notice']);
  });

  it('refunds a payment Stripe took for an amount other than the validated total', async () => {
    const slug = await lastUnitStore();
    const payload = await buildPayload(t, slug, [{ slug: 'last', denominationId: 'x' }]);
    const intent = await createIntent(t, slug, 99, { connectedAccountId: ACCOUNT });
    await validate(t, slug, { ...payload, paymentIntentId: intent.paymentIntentId });
    const paid = { ...fake.setStatus(intent.paymentIntentId, 'succeeded'), amount: 100, amount_received: 100 };
    fake.intents.get(intent.paymentIntentId)!.amount_received = 100;

    expect((await postEvent('payment_intent.succeeded', paid)).json().outcome).toBe('handled');
    // What went back is what Stripe took, not the order's total.
    expect((await orderDetails(t, slug, intent.paymentIntentId)).json()).toEqual(refundedMessage('$1.00'));
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intent.paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 100 }),
    ]);
    const [row] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    expect(row).toMatchObject({ refundedAmountMinor: 100, refundedCurrency: 'USD' });
    expect(await soldOf(slug)).toBe(4);

    const store = (await loadMailStore(t.db, t.config, await storeIdOf(t.db, slug)))!;
    const notice = await composeRefundNotice(t.db, store, row!.id, 'ada@example.com');
    if (!('send' in notice)) throw new Error('The refund notice was not composed');
    for (const part of [notice.send.html, notice.send.text]) {
      expect(part).toContain('we could not complete your order, so your payment of $1.00 has been refunded in full.');
      expect(part).toMatch(/Order total \(USD\)[\s\S]*\$30\.00/);
    }
  });

  it('records a sandbox refund in the database when a charged sandbox payment cannot be fulfilled', async () => {
    const slug = await lastUnitStore('sandbox');
    const intent = await soldOutWhilePaying(slug);
    // The sandbox refuses a sold-out order before charging (concurrent-spend.test.ts); its charge is
    // put on record here by hand, to follow the path a charged payment takes.
    await t.db.update(paymentIntents).set({ status: 'succeeded' }).where(eq(paymentIntents.id, intent.row.id));

    expect((await orderDetails(t, slug, intent.paymentIntentId)).json()).toEqual(refundedMessage('$30.00'));
    const refunded = await intentRow(intent.row.id);
    expect(refunded).toMatchObject({
      refundStatus: 'refunded',
      refundId: expect.stringMatching(/^re_sb_[A-Za-z0-9]{24}$/),
      refundedAmountMinor: 3000,
      refundedCurrency: 'USD',
    });
    expect((await orderDetails(t, slug, intent.paymentIntentId)).statusCode).toBe(410);
    expect((await intentRow(intent.row.id)).refundId).toBe(refunded.refundId);
  });
});
