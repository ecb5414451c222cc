import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, paymentIntents } from '../../db/schema/index.ts';
import {
  buyer,
  confirm,
  createIntent,
  findGiftCard,
  ledgerKinds,
  ledgerMatchesBalance,
  orderDetails,
  validate,
} from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTopupIntent, topupPayload } from '../../../test/topup.ts';

const CARD = 'TOPU-PCAR-D000-0050';

describe('topping up a gift card', () => {
  let t: TestApp;
  let slug: string;
  let cardId: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = (
      await createStore(t.db, {
        shouldAllowTopups: true,
        maxGiftCardBalance: 100,
        giftCards: [{ code: CARD, balance: 50, isoCurrencyCode: 'USD' }],
      })
    ).slug;
    cardId = (await findGiftCard(t.db, slug, CARD)).id;
  });
  afterAll(() => t.close());

  const payload = (amount: number, paymentIntentId: string | null, giftCardId = cardId) =>
    topupPayload(giftCardId, amount, paymentIntentId);
  const topupIntent = (amount: number) => createTopupIntent(t, slug, cardId, amount);

  it('adds the paid amount to the card once, with a topup entry and a receipt', async () => {
    const intent = await topupIntent(20);
    expect((await validate(t, slug, payload(20, intent.paymentIntentId))).json()).toEqual({
      success: true,
      message: 'Order validated',
    });
    expect((await confirm(t, slug, intent)).json().status).toBe('succeeded');
    await confirm(t, slug, intent);
    expect(await ledgerMatchesBalance(t.db, cardId)).toEqual({ balance: 7000, ledger: 7000 });
    expect(await ledgerKinds(t.db, cardId)).toEqual(['import', 'topup']);
    const [row] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    const receipts = await t.db.select().from(deliveries).where(eq(deliveries.subjectId, row!.id));
    expect(receipts.map((d) => [d.kind, d.recipient])).toEqual([['topup-receipt', buyer.email]]);

    const details = (await orderDetails(t, slug, intent.paymentIntentId)).json();
    expect(details.order).toMatchObject({ kind: 'topup', totals: { total: 20 } });
    expect(details.order.items).toEqual([
      {
        productId: cardId,
        // In the order's language (here English), in the top-up receipt's words.
        productName: 'Gift card',
        denominationLabel: 'ending 0050',
        quantity: 1,
        price: 20,
        lineTotal: 20,
        imageUrl: null,
      },
    ]);
    expect(details.giftCards).toEqual([]);
  });

  it('refuses a top-up that would pass the maximum balance', async () => {
    const intent = await topupIntent(20);
    const res = await validate(t, slug, payload(40, intent.paymentIntentId));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This card can be topped up by at most $30.00 (the maximum balance is $100.00).');
  });

  it('refuses a top-up below the minimum amount', async () => {
    const intent = await topupIntent(1);
    expect((await validate(t, slug, payload(0.5, intent.paymentIntentId))).json().message).toBe(
      'The top-up amount must be at least $1.00.',
    );
  });

  it('refuses to bind a top-up to an intent made for another card or for an order', async () => {
    const orderIntent = await createIntent(t, slug, 10);
    expect((await validate(t, slug, payload(10, orderIntent.paymentIntentId))).json().message).toBe(
      'This payment was not created for a top-up of this gift card.',
    );
  });

  it('refuses to bind an order to an intent made for a top-up', async () => {
    const intent = await topupIntent(10);
    const order = { ...payload(10, intent.paymentIntentId), isTopup: false, topupGiftCardId: null };
    expect((await validate(t, slug, order)).json().message).toBe(
      'This payment was created for a gift card top-up, not an order.',
    );
  });

  it('answers 404 for a card the store does not have', async () => {
    const res = await validate(t, slug, payload(10, null, '00000000-0000-4000-8000-000000000000'));
    expect(res.statusCode).toBe(404);
  });
});
