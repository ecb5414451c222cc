import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardHolds, orders, paymentIntents } from '../../db/schema/index.ts';
import {
  buildPayload,
  confirm,
  createIntent,
  findGiftCard,
  ledgerKinds,
  ledgerMatchesBalance,
  validate,
} from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { FulfilmentRefusedError } from '../fulfilment/count-stock.ts';
import { fulfilPaymentOnce } from '../fulfilment/fulfil-payment.ts';
import { changeBalance } from './gift-card-ledger.ts';
import { releaseExpiredHolds } from '../payments/release-expired-holds.ts';

const CARD = 'HOLD-EXPI-RY00-0040';
const inAnHour = () => new Date(Date.now() + 60 * 60_000);

describe('gift card holds run out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HOLD_TIMEOUT_MINUTES: '30' });
  });
  afterAll(() => t.close());

  /** A fresh store whose $40 card pays part of a $50 order, validated against a new intent. */
  const heldCheckout = async () => {
    const slug = (await createStore(t.db, { giftCards: [{ code: CARD, balance: 40, isoCurrencyCode: 'USD' }] })).slug;
    const payload = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd50' }], {
      giftCardCodes: [CARD],
    });
    const intent = await createIntent(t, slug, payload.totals.total);
    expect((await validate(t, slug, { ...payload, paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    const card = await findGiftCard(t.db, slug, CARD);
    return { slug, payload, intent, card };
  };

  it('holds for HOLD_TIMEOUT_MINUTES and keeps the hold until then', async () => {
    const { card } = await heldCheckout();
    expect(card.balanceMinor).toBe(0);
    expect(await releaseExpiredHolds(t.db, new Date())).toBe(0);
    const [hold] = await t.db.select().from(giftCardHolds).where(eq(giftCardHolds.giftCardId, card.id));
    expect(hold!.expiresAt.getTime() - hold!.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
  });

  it('restores the balance with a release entry once the hold has expired', async () => {
    const { card } = await heldCheckout();
    expect(await releaseExpiredHolds(t.db, inAnHour())).toBeGreaterThanOrEqual(1);
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 4000, ledger: 4000 });
    expect(await ledgerKinds(t.db, card.id)).toEqual(['import', 'hold', 'release']);
  });

  it('is released by the periodic maintenance task the app registers', async () => {
    const { card } = await heldCheckout();
    await t.db
      .update(giftCardHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(giftCardHolds.giftCardId, card.id));
    await t.app.jobs.tasks.run('release-expired-holds');
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 4000, ledger: 4000 });
  });

  it('will not charge a card for an order whose hold ran out, until it is validated again', async () => {
    const { slug, payload, intent } = await heldCheckout();
    await releaseExpiredHolds(t.db, inAnHour());
    const stale = await confirm(t, slug, intent);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The gift card amounts held for this order were released. Please review your order and try again.',
    );
    expect((await validate(t, slug, { ...payload, paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    expect((await confirm(t, slug, intent)).json().status).toBe('succeeded');
  });

  it('takes a released amount again when a late success still finds it on the card', async () => {
    const { intent, card } = await heldCheckout();
    await releaseExpiredHolds(t.db, inAnHour());
    const [row] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    const { order } = await fulfilPaymentOnce(t.db, row!.id);
    expect(order.status).toBe('paid');
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await ledgerKinds(t.db, card.id)).toEqual(['import', 'hold', 'release', 'capture']);
  });

  it('refuses a late success that finds the released amount spent: nothing is issued or taken', async () => {
    const { intent, card } = await heldCheckout();
    await releaseExpiredHolds(t.db, inAnHour());
    await changeBalance(t.db, {
      giftCardId: card.id,
      kind: 'adjust',
      amountMinor: -4000,
      note: 'spent elsewhere meanwhile',
    });
    const [row] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    await expect(fulfilPaymentOnce(t.db, row!.id)).rejects.toBeInstanceOf(FulfilmentRefusedError);
    expect(await t.db.select().from(orders).where(eq(orders.paymentIntentId, row!.id))).toEqual([]);
    expect(await ledgerMatchesBalance(t.db, card.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await ledgerKinds(t.db, card.id)).toEqual(['import', 'hold', 'release', 'adjust']);
  });
});
