import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, giftCards, orders, paymentIntents, products } from '../../db/schema/index.ts';
import {
  buildPayload,
  checkout,
  confirm,
  createIntent,
  findGiftCard,
  ledgerKinds,
  ledgerMatchesBalance,
  orderDetails,
  validate,
} from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const CARD_CODE = 'SAND-BOXG-IFTC-ARD1';

describe('sandbox checkout', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = (await createStore(t.db, { giftCards: [{ code: CARD_CODE, balance: 30, isoCurrencyCode: 'USD' }] })).slug;
  });
  afterAll(() => t.close());

  const intentRow = async (providerIntentId: string) =>
    (await t.db.select().from(paymentIntents).where(eq(paymentIntents.providerIntentId, providerIntentId)))[0]!;

  it('takes a shopper from intent to confirmed order with issued, scheduled gift cards', async () => {
    const scheduled = '2031-05-01T09:30:00.000Z';
    const flow = await checkout(t, slug, [
      {
        slug: 'classic',
        denominationId: 'd25',
        quantity: 2,
        giftDetails: { message: 'Enjoy!', scheduledDateTimeUtc: scheduled },
      },
      { slug: 'spa-day', denominationId: 'v1' },
    ]);
    expect(flow.validation.json()).toEqual({ success: true, message: 'Order validated' });
    expect(flow.confirmation!.json()).toEqual({ status: 'succeeded', paymentIntentId: flow.intent.paymentIntentId });
    expect((await intentRow(flow.intent.paymentIntentId)).amountMinor).toBe(13_000);

    const details = await orderDetails(t, slug, flow.intent.paymentIntentId);
    expect(details.statusCode).toBe(200);
    const { order, giftCards: cards } = details.json();
    expect(order.reference).toMatch(/^ORD-\d{14}-[A-Z2-9]{4}$/);
    expect(order.totals.total).toBe(130);
    expect(order.customer).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(order.payment).toEqual({
      paymentIntentId: flow.intent.paymentIntentId,
      status: 'succeeded',
      currency: 'USD',
    });
    expect(order.items.map((i: { productName: string; quantity: number }) => [i.productName, i.quantity])).toEqual([
      ['Classic Gift Card', 2],
      ['Spa Day', 1],
    ]);
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card.giftCardCode).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    expect(new Set(cards.map((c: { giftCardCode: string }) => c.giftCardCode)).size).toBe(3);
    const gifted = cards.filter((c: { recipientEmail: string | null }) => c.recipientEmail === 'grace@example.com');
    expect(gifted).toHaveLength(2);
    expect(gifted[0]).toMatchObject({
      giftCardTitle: 'Classic Gift Card',
      giftMessage: 'Enjoy!',
      scheduledDate: scheduled,
      deliveryMethod: 'Email',
    });
  });

  it('refuses a gift scheduled for a moment already past, saying what to do, and charges nothing', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const flow = await checkout(t, slug, [
      {
        slug: 'classic',
        denominationId: 'd25',
        giftDetails: { recipientName: 'Sam', recipientEmail: 'sam@example.com', scheduledDateTimeUtc: hourAgo },
      },
    ]);
    expect(flow.validation.statusCode).toBe(400);
    expect(flow.validation.json().message).toBe(
      "The delivery time chosen for Sam's Classic Gift Card has already passed. Please choose a later time, or untick Schedule later to send it now.",
    );
    expect(flow.confirmation).toBeNull();
  });

  it('records a receipt and one gift delivery per issued card, at its scheduled moment', async () => {
    const scheduled = '2032-01-02T03:04:00.000Z';
    const flow = await checkout(t, slug, [
      { slug: 'classic', denominationId: 'd50', giftDetails: { scheduledDateTimeUtc: scheduled } },
      { slug: 'spa-day', denominationId: 'v1' },
    ]);
    const { order, giftCards: cards } = (await orderDetails(t, slug, flow.intent.paymentIntentId)).json();
    const receipt = await t.db.select().from(deliveries).where(eq(deliveries.subjectId, order.id));
    expect(receipt.map((d) => [d.kind, d.recipient])).toEqual([['receipt', 'ada@example.com']]);
    const gifts = await Promise.all(
      cards.map(
        async (c: { giftCardId: string }) =>
          (await t.db.select().from(deliveries).where(eq(deliveries.subjectId, c.giftCardId)))[0]!,
      ),
    );
    expect(gifts.map((d) => d.kind)).toEqual(['gift', 'gift']);
    expect(gifts.map((d) => d.recipient).sort()).toEqual(['ada@example.com', 'grace@example.com']);
    expect(gifts.find((d) => d.recipient === 'grace@example.com')!.sendAt.toISOString()).toBe(scheduled);
  });

  it('issues cards whose balances equal their ledgers and counts stock sold', async () => {
    const [before] = await t.db.select().from(products).where(eq(products.slug, 'spa-day'));
    const flow = await checkout(t, slug, [{ slug: 'spa-day', denominationId: 'v1', quantity: 2 }]);
    const { giftCards: cards } = (await orderDetails(t, slug, flow.intent.paymentIntentId)).json();
    for (const card of cards) {
      expect(await ledgerMatchesBalance(t.db, card.giftCardId)).toEqual({ balance: 8000, ledger: 8000 });
      expect(await ledgerKinds(t.db, card.giftCardId)).toEqual(['issue']);
    }
    const [after] = await t.db.select().from(products).where(eq(products.id, before!.id));
    expect(after!.quantitySold - before!.quantitySold).toBe(2);
  });

  it('holds, then captures, the part a gift card pays', async () => {
    const flow = await checkout(t, slug, [{ slug: 'classic', denominationId: 'd50' }], { giftCardCodes: [CARD_CODE] });
    expect(flow.confirmation!.statusCode).toBe(200);
    expect((await intentRow(flow.intent.paymentIntentId)).amountMinor).toBe(2000);
    const card = await findGiftCard(t.db, slug, CARD_CODE);
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await ledgerKinds(t.db, card.id)).toEqual(['import', 'hold', 'capture']);
    const { order } = (await orderDetails(t, slug, flow.intent.paymentIntentId)).json();
    expect(order.totals).toMatchObject({ giftCards: 30, total: 20 });
  });

  it('declines the declined test card, then lets the shopper pay with another card', async () => {
    const flow = await checkout(
      t,
      slug,
      [{ slug: 'classic', denominationId: 'd25' }],
      {},
      { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' },
    );
    expect(flow.confirmation!.statusCode).toBe(402);
    expect(flow.confirmation!.json()).toEqual({ message: 'Your card was declined.' });
    expect(await intentRow(flow.intent.paymentIntentId)).toMatchObject({
      status: 'requires_payment_method',
      cardLast4: '0002',
      lastError: 'Your card was declined.',
    });
    expect((await orderDetails(t, slug, flow.intent.paymentIntentId)).statusCode).toBe(409);

    expect((await validate(t, slug, flow.payload)).statusCode).toBe(200);
    const retry = await confirm(t, slug, flow.intent);
    expect(retry.json().status).toBe('succeeded');
  });

  it('answers insufficient funds with its message and charges nothing', async () => {
    const flow = await checkout(
      t,
      slug,
      [{ slug: 'classic', denominationId: 'd25' }],
      {},
      { number: '4000000000009995', expiry: '01/40', cvc: '999' },
    );
    expect(flow.confirmation!.statusCode).toBe(402);
    expect(flow.confirmation!.json().message).toBe('Your card has insufficient funds.');
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, (await intentRow(flow.intent.paymentIntentId)).id));
    expect(order).toBeUndefined();
  });

  it('asks for authentication and succeeds when it is completed', async () => {
    const flow = await checkout(
      t,
      slug,
      [{ slug: 'classic', denominationId: 'd25' }],
      {},
      { number: '4000 0025 0000 3155', expiry: '12/34', cvc: '123' },
    );
    expect(flow.confirmation!.json()).toEqual({
      status: 'requires_action',
      paymentIntentId: flow.intent.paymentIntentId,
    });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/Payment/Sandbox/Authenticate',
      headers: hostOf(slug),
      payload: {
        paymentIntentId: flow.intent.paymentIntentId,
        clientSecret: flow.intent.clientSecret,
        outcome: 'complete',
      },
    });
    expect(done.json()).toEqual({ status: 'succeeded', paymentIntentId: flow.intent.paymentIntentId });
    // The success keeps the card recorded when authentication was asked for.
    expect(await intentRow(flow.intent.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      cardLast4: '3155',
      cardBrand: 'visa',
      lastError: null,
    });
    expect((await orderDetails(t, slug, flow.intent.paymentIntentId)).json().giftCards).toHaveLength(1);
  });

  it('refuses a failed authentication with its message and allows a retry', async () => {
    const flow = await checkout(
      t,
      slug,
      [{ slug: 'classic', denominationId: 'd25' }],
      {},
      { number: '4000002500003155', expiry: '12/34', cvc: '123' },
    );
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/Payment/Sandbox/Authenticate',
      headers: hostOf(slug),
      payload: {
        paymentIntentId: flow.intent.paymentIntentId,
        clientSecret: flow.intent.clientSecret,
        outcome: 'fail',
      },
    });
    expect(failed.statusCode).toBe(402);
    expect(failed.json().message).toBe(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    expect((await intentRow(flow.intent.paymentIntentId)).status).toBe('requires_payment_method');
    await validate(t, slug, flow.payload);
    expect((await confirm(t, slug, flow.intent)).json().status).toBe('succeeded');
  });

  it('refuses an invalid card number, expiry or code with a clear 400 and keeps no more than the last four digits', async () => {
    const flow = await checkout(
      t,
      slug,
      [{ slug: 'classic', denominationId: 'd25' }],
      {},
      { number: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' },
    );
    expect(flow.confirmation!.statusCode).toBe(400);
    expect(flow.confirmation!.json().message).toBe('Your card number is invalid.');
    const expired = await confirm(t, slug, flow.intent, { number: '4242424242424242', expiry: '01/20', cvc: '123' });
    expect(expired.json().message).toBe("Your card's expiration date is in the past.");
    const noCvc = await confirm(t, slug, flow.intent, { number: '4242424242424242', expiry: '12/34', cvc: '' });
    expect(noCvc.json().message).toBe("Your card's security code is incomplete.");
    expect((await intentRow(flow.intent.paymentIntentId)).status).toBe('requires_payment_method');

    await confirm(t, slug, flow.intent);
    const stored = JSON.stringify(await intentRow(flow.intent.paymentIntentId));
    expect(stored).toContain('"cardLast4":"4242"');
    expect(stored).toContain('"cardBrand":"visa"');
    expect(stored).not.toMatch(/4242424242|42424242/);
  });

  // A card that succeeds is checked on the intent as fulfilment locks it (issue 24): the same answers as before.
  it('refuses a card that succeeds while the intent waits for authentication, changing nothing', async () => {
    const flow = await checkout(
      t,
      slug,
      [{ slug: 'classic', denominationId: 'd25' }],
      {},
      { number: '4000 0025 0000 3155', expiry: '12/34', cvc: '123' },
    );
    const before = await intentRow(flow.intent.paymentIntentId);
    expect(before.status).toBe('requires_action');
    const res = await confirm(t, slug, flow.intent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This payment is waiting for authentication.');
    expect(await intentRow(flow.intent.paymentIntentId)).toEqual(before);
    expect(await t.db.select().from(orders).where(eq(orders.paymentIntentId, before.id))).toHaveLength(0);
  });

  it('refuses to charge an intent that was never validated', async () => {
    const intent = await createIntent(t, slug, 25);
    const res = await confirm(t, slug, intent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Please validate the order before paying.');
  });

  it('refuses to charge a canceled intent, saying to start again, and writes nothing', async () => {
    const draft = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd25' }]);
    const intent = await createIntent(t, slug, draft.totals.total);
    expect((await validate(t, slug, { ...draft, paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    // As a provider's cancellation leaves it (a Stripe payment_intent.canceled event).
    await t.db
      .update(paymentIntents)
      .set({ status: 'canceled' })
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    const before = await intentRow(intent.paymentIntentId);
    const res = await confirm(t, slug, intent);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This payment was canceled. Please start again.');
    expect(await intentRow(intent.paymentIntentId)).toEqual(before);
    expect(await t.db.select().from(orders).where(eq(orders.paymentIntentId, before.id))).toHaveLength(0);
  });

  it('refuses a wrong client secret as if the intent did not exist', async () => {
    const flow = await checkout(
      t,
      slug,
      [{ slug: 'classic', denominationId: 'd25' }],
      {},
      { number: '4000000000000002', expiry: '12/34', cvc: '123' },
    );
    const res = await confirm(t, slug, {
      paymentIntentId: flow.intent.paymentIntentId,
      clientSecret: 'pi_sb_x_secret_wrong',
    });
    expect(res.statusCode).toBe(404);
  });

  it('gives one order however many times the payment is confirmed, even at once', async () => {
    const flow = await checkout(t, slug, [{ slug: 'classic', denominationId: 'd25', quantity: 2 }]);
    const again = await Promise.all([
      confirm(t, slug, flow.intent),
      confirm(t, slug, flow.intent),
      orderDetails(t, slug, flow.intent.paymentIntentId),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const intent = await intentRow(flow.intent.paymentIntentId);
    expect(await t.db.select().from(orders).where(eq(orders.paymentIntentId, intent.id))).toHaveLength(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentIntentId, intent.id));
    expect(await t.db.select().from(giftCards).where(eq(giftCards.orderId, order!.id))).toHaveLength(2);
  });

  it('answers GetOrderDetails with 400, 404 or 409 when there is no paid order to show', async () => {
    const missing = await t.app.inject({ url: '/api/Payment/GetOrderDetails', headers: hostOf(slug) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Missing payment intent ID.');
    expect((await orderDetails(t, slug, 'pi_sb_nothing')).statusCode).toBe(404);
    const unpaid = await createIntent(t, slug, 10);
    const res = await orderDetails(t, slug, unpaid.paymentIntentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Payment not completed' });
  });
});
