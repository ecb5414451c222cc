import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards } from '../../db/schema/index.ts';
import {
  buildPayload,
  buyer,
  findGiftCard,
  ledgerKinds,
  ledgerMatchesBalance,
  orderDetails,
} from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const CARD = 'PAYS-ALL0-0000-0100';

describe('PlaceOrder: an order with nothing left to pay', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = (
      await createStore(t.db, {
        giftCards: [{ code: CARD, balance: 100, isoCurrencyCode: 'USD' }],
        discountCodes: [{ code: 'FREE', discountType: 'PERCENT', amount: 100 }],
      })
    ).slug;
  });
  afterAll(() => t.close());

  const place = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/Payment/PlaceOrder', headers: hostOf(slug), payload: payload as object });

  it('places an order a gift card pays in full and shows it like any other', async () => {
    const payload = await buildPayload(
      t,
      slug,
      [{ slug: 'classic', denominationId: 'd25', giftDetails: { recipientName: 'Grace' } }],
      { giftCardCodes: [CARD] },
    );
    const res = await place(payload);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Your order has been placed.',
      paymentIntentId: expect.stringMatching(/^po_/),
    });
    const details = (await orderDetails(t, slug, body.paymentIntentId)).json();
    expect(details.order.totals).toMatchObject({ subtotal: 25, giftCards: 25, total: 0 });
    expect(details.giftCards).toHaveLength(1);
    const card = await findGiftCard(t.db, slug, CARD);
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 7500, ledger: 7500 });
    expect(await ledgerKinds(t.db, card.id)).toEqual(['import', 'hold', 'capture']);
  });

  it("keeps the gift's From name on the card it issues, and the buyer's name without one", async () => {
    const payload = await buildPayload(
      t,
      slug,
      [
        { slug: 'spa-day', denominationId: 'v1', giftDetails: { recipientName: 'Ada', senderName: '  Aunt Mo ' } },
        { slug: 'spa-day', denominationId: 'v1', giftDetails: { recipientName: 'Bo' } },
      ],
      { discountCodes: ['FREE'] },
    );
    expect((await place(payload)).statusCode).toBe(200);
    const cards = await t.db
      .select({ recipientName: giftCards.recipientName, senderName: giftCards.senderName })
      .from(giftCards)
      .where(inArray(giftCards.recipientName, ['Ada', 'Bo']))
      .orderBy(giftCards.recipientName);
    expect(cards).toEqual([
      { recipientName: 'Ada', senderName: 'Aunt Mo' },
      { recipientName: 'Bo', senderName: `${buyer.firstName} ${buyer.lastName}` },
    ]);
  });

  it('places an order a discount makes free', async () => {
    const payload = await buildPayload(t, slug, [{ slug: 'spa-day', denominationId: 'v1' }], {
      discountCodes: ['FREE'],
    });
    expect(payload.totals.total).toBe(0);
    expect((await place(payload)).statusCode).toBe(200);
  });

  it('refuses an order that still has an amount to pay', async () => {
    const payload = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd50' }]);
    const res = await place({ ...payload, totals: { ...payload.totals, total: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Total mismatch: expected 50.00, received 0.00' });
    const honest = await place(payload);
    expect(honest.json().message).toBe('This order has 50.00 to pay: pay by card.');
  });

  it('refuses a payload that names a payment intent', async () => {
    const payload = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd25' }], {
      giftCardCodes: [CARD],
      paymentIntentId: 'pi_sb_abc',
    });
    expect((await place(payload)).statusCode).toBe(400);
  });
});
