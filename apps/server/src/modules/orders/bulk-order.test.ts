import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, giftCards, orders, paymentIntents } from '../../db/schema/index.ts';
import { buildPayload, confirm, createIntent, validate, type Pick } from '../../../test/checkout.ts';
import { createCheckoutStore } from '../../../test/checkout-store.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const TOMORROW = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);

/** One 'Send to many' row as the storefront sends it: a line of one card with its gift details. */
const recipient = (n: number, gift: Record<string, string> = {}, denominationId = 'd50', price?: number): Pick => ({
  slug: 'classic',
  denominationId,
  ...(price === undefined ? {} : { price }),
  giftDetails: {
    recipientName: `Person ${n}`,
    recipientEmail: `person${n}@example.com`,
    message: 'Happy holidays',
    scheduledDate: TOMORROW,
    scheduledTime: '09:00',
    timeZone: 'Europe/Paris',
    ...gift,
  },
});

describe("'Send to many': one order of one gift card for many recipients (issue 31)", () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = await createCheckoutStore(t.db);
  });
  afterAll(() => t.close());

  const bulk = (picks: Pick[], codesToBuyer = false, discountCodes: string[] = []) =>
    buildPayload(t, slug, picks, { discountCodes, bulkOrder: { codesToBuyer } });
  const refusal = async (payload: unknown) => {
    const res = await validate(t, slug, payload);
    return { status: res.statusCode, ...(res.json() as { success: boolean; message: string }) };
  };

  it('refuses bad rows with sentences that name the row and the column', async () => {
    const payload = await bulk([
      recipient(1),
      recipient(2, { recipientEmail: 'person2@example' }),
      recipient(3, { recipientEmail: 'person3@', scheduledTime: '' }),
    ]);
    expect(await refusal(payload)).toEqual({
      status: 400,
      success: false,
      message:
        'Row 2, Email: please enter a valid email address, like name@example.com. ' +
        'Row 3, Email: please enter a valid email address, like name@example.com. ' +
        'Row 3, Delivery time: a delivery date needs a delivery time.',
    });
  });

  it('refuses a moment already past on the recipients’ clock and an amount outside the card’s bounds', async () => {
    const past = await refusal(await bulk([recipient(1, { scheduledDate: '2020-01-01' })]));
    expect(past.message).toBe(
      'Row 1, Delivery time: this moment has already passed; choose a later one, or leave both empty to send at once.',
    );
    const tooMuch = await refusal(await bulk([recipient(1), recipient(2, {}, 'custom', 5000)]));
    expect(tooMuch.message).toBe('Row 2, Amount: the amount must be between $1.00 and $2,000.00.');
  });

  it('quotes five problems and counts the rest', async () => {
    const picks = Array.from({ length: 8 }, (_, i) => recipient(i + 1, { recipientEmail: 'nobody' }));
    const { message } = await refusal(await bulk(picks));
    expect(message.match(/Row \d+, Email/g)).toHaveLength(5);
    expect(message.endsWith('3 more problems in other rows.')).toBe(true);
  });

  it('is for one gift card: vouchers and a second product are refused', async () => {
    const mixed = await bulk([recipient(1), { ...recipient(2), slug: 'spa-day', denominationId: 'v1' }]);
    expect((await refusal(mixed)).message).toBe(
      'A Send to many order is for one gift card: send the others in another order.',
    );
  });

  it('keeps an ordinary cart to 200 lines, and a Send to many order to 1,000 recipients', async () => {
    const lines = Array.from({ length: 201 }, (_, i) => recipient(i));
    const { bulkOrder: _, ...cart } = await bulk(lines);
    const asCart = await refusal(cart);
    expect(asCart).toMatchObject({ status: 400, message: 'body.cart: A cart can hold at most 200 lines.' });
    const thousand = await bulk(Array.from({ length: 1000 }, (_, i) => recipient(i)));
    const many = await refusal({ ...thousand, cart: [...thousand.cart, thousand.cart[0]] });
    expect(many).toMatchObject({ status: 400, message: 'body.cart: One order can send at most 1000 gift cards.' });
  });

  it('is priced by the cart’s pricing: fees and a discount code, recomputed by the server', async () => {
    const payload = await bulk([recipient(1), recipient(2, {}, 'd25'), recipient(3, {}, 'custom', 40)], false, ['TEN']);
    // 50 + 25 + 40 = 115 − 10% = 103.50; fees 5% (5.18) + 2 → 110.68
    expect(payload.totals).toMatchObject({ subtotal: 115, discount: 11.5, fees: 7.18, total: 110.68 });
    const intent = await createIntent(t, slug, 1);
    const res = await validate(t, slug, { ...payload, paymentIntentId: intent.paymentIntentId });
    expect(res.json()).toEqual({ success: true, message: 'Order validated' });
    const [row] = await t.db
      .select({ amount: paymentIntents.amountMinor })
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    expect(row!.amount).toBe(11068);
    const tampered = await refusal({ ...payload, totals: { ...payload.totals, total: 100 } });
    expect(tampered.message).toContain('Total mismatch: expected 110.68, received 100.00');
  });

  it('issues 1,000 cards in one order and schedules each gift on the recipient’s clock', async () => {
    const picks = Array.from({ length: 1000 }, (_, i) => recipient(i + 1));
    const payload = await bulk(picks);
    const intent = await createIntent(t, slug, payload.totals.total);
    const validation = await validate(t, slug, { ...payload, paymentIntentId: intent.paymentIntentId });
    expect(validation.json()).toEqual({ success: true, message: 'Order validated' });
    expect((await confirm(t, slug, intent)).statusCode).toBe(200);

    const [order] = await t.db
      .select({ id: orders.id, total: orders.totalMinor })
      .from(orders)
      .innerJoin(paymentIntents, eq(paymentIntents.id, orders.paymentIntentId))
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    const cards = await t.db
      .select({ id: giftCards.id, balance: giftCards.balanceMinor, scheduledAt: giftCards.scheduledAt })
      .from(giftCards)
      .where(eq(giftCards.orderId, order!.id));
    expect(cards).toHaveLength(1000);
    expect(new Set(cards.map((c) => c.balance))).toEqual(new Set([5000]));
    // 09:00 in Paris in winter is 08:00 UTC.
    expect(cards[0]!.scheduledAt!.toISOString()).toBe(`${TOMORROW}T08:00:00.000Z`);
    const gifts = await t.db
      .select({ sendAt: deliveries.sendAt })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.kind, 'gift'),
          inArray(
            deliveries.subjectId,
            cards.map((c) => c.id),
          ),
        ),
      );
    expect(gifts).toHaveLength(1000);
    expect(gifts.every((g) => g.sendAt.toISOString() === `${TOMORROW}T08:00:00.000Z`)).toBe(true);
  }, 120_000);
});
