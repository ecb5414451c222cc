import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardHolds, orders, paymentIntents, stores } from '../../db/schema/index.ts';
import {
  buildPayload,
  confirm,
  createIntent,
  findGiftCard,
  ledgerMatchesBalance,
  validate,
} from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const CARD = 'SHAR-EDCA-RD00-0100';
const CHECKOUTS = 50;

describe('many checkouts spending one gift card at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const storeWithCard = async (balance: number) =>
    (await createStore(t.db, { giftCards: [{ code: CARD, balance, isoCurrencyCode: 'USD' }] })).slug;

  const capturedFrom = async (giftCardId: string) => {
    const [row] = await t.db
      .select({ sum: sql<string>`coalesce(sum(${giftCardHolds.amountMinor}), 0)` })
      .from(giftCardHolds)
      .where(and(eq(giftCardHolds.giftCardId, giftCardId), eq(giftCardHolds.status, 'captured')));
    return Number(row!.sum);
  };

  it('never overspends through card payments: captures stay within the balance and the ledger sums to it', async () => {
    const slug = await storeWithCard(60);
    // $75 each: the card pays 60 and a card the other 15; no second order can be paid as priced.
    const draft = await buildPayload(
      t,
      slug,
      [
        { slug: 'classic', denominationId: 'd50' },
        { slug: 'classic', denominationId: 'd25' },
      ],
      { giftCardCodes: [CARD] },
    );
    const intents = [];
    for (let i = 0; i < CHECKOUTS; i += 1) intents.push(await createIntent(t, slug, 1));

    const results = await Promise.all(
      intents.map(async (intent) => {
        const v = await validate(t, slug, { ...draft, paymentIntentId: intent.paymentIntentId });
        if (v.statusCode !== 200) return v.statusCode;
        return (await confirm(t, slug, intent)).statusCode;
      }),
    );
    expect(results.every((status) => [200, 400, 409].includes(status))).toBe(true);
    const card = await findGiftCard(t.db, slug, CARD);
    const captured = await capturedFrom(card.id);
    expect(captured).toBeLessThanOrEqual(6000);
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 6000 - captured, ledger: 6000 - captured });
    const paid = results.filter((status) => status === 200).length;
    expect(paid).toBe(1);
  });

  it('never overspends through orders the card pays in full: exactly as many as the balance allows', async () => {
    const slug = await storeWithCard(100);
    const payload = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd25' }], {
      giftCardCodes: [CARD],
    });
    expect(payload.totals.total).toBe(0);
    const results = await Promise.all(
      Array.from({ length: CHECKOUTS }, () =>
        t.app.inject({ method: 'POST', url: '/api/Payment/PlaceOrder', headers: hostOf(slug), payload }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((status) => [200, 400, 409].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    const card = await findGiftCard(t.db, slug, CARD);
    expect(await capturedFrom(card.id)).toBe(10_000);
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 0, ledger: 0 });
    const [store] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
    expect(await t.db.select().from(orders).where(eq(orders.storeId, store!.id))).toHaveLength(4);
  });

  it('lets only one of two paid checkouts have the last unit of a limited product, charging the other nothing', async () => {
    const slug = (
      await createStore(t.db, {
        products: [
          {
            slug: 'last',
            name: 'Last One',
            type: 'Voucher',
            showQuantityLimit: true,
            quantityLimit: 5,
            quantitySold: 4,
            denominations: [{ id: 'x', price: 10, label: '$10' }],
          },
        ],
      })
    ).slug;
    const draft = await buildPayload(t, slug, [{ slug: 'last', denominationId: 'x' }]);
    const intents = [await createIntent(t, slug, 10), await createIntent(t, slug, 10)];
    for (const intent of intents)
      expect((await validate(t, slug, { ...draft, paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    const results = await Promise.all(intents.map((intent) => confirm(t, slug, intent)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'Sorry, Last One sold out while you were checking out.',
    );
    const refused = intents[results.findIndex((r) => r.statusCode === 409)]!;
    const [row] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, refused.paymentIntentId));
    expect(row!.status).not.toBe('succeeded');
  });
});
