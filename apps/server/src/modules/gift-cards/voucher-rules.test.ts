import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@giftfront/domain/api-paths';
import { giftCardHolds, giftCards, stores } from '../../db/schema/index.ts';
import { buildPayload, checkout, createIntent, ledgerKinds, validate } from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';
import { createTopupIntent, topupPayload } from '../../../test/topup.ts';

// Decision 0015: a voucher is an experience, redeemed whole, once; never money.
describe('vouchers are experiences, not money', () => {
  let t: TestApp;
  let slug: string;
  let voucher: typeof giftCards.$inferSelect;

  const get = (url: string) => t.app.inject({ url, headers: hostOf(slug) });
  const reload = async () => (await t.db.select().from(giftCards).where(eq(giftCards.id, voucher.id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    slug = (await createStore(t.db, { shouldAllowTopups: true })).slug;
    const bought = await checkout(t, slug, [
      { slug: 'spa-day', denominationId: 'v1', giftDetails: { recipientEmail: 'grace@example.com' } },
    ]);
    expect(bought.confirmation?.json().status).toBe('succeeded');
    const [store] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
    voucher = (
      await t.db
        .select()
        .from(giftCards)
        .where(and(eq(giftCards.storeId, store!.id), eq(giftCards.title, 'Spa Day')))
    )[0]!;
  });
  afterAll(() => t.close());

  it('is issued as a voucher when its product is a Voucher', () => {
    expect(voucher.kind).toBe('voucher');
  });

  describe('at checkout', () => {
    it('is refused as payment with a message that says what it is, and nothing is held', async () => {
      const draft = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd25' }]);
      const payload = {
        ...draft,
        giftCardPayments: [{ giftCardId: voucher.id, codeEnding: voucher.code.slice(-4), amountPaid: 25 }],
        totals: { ...draft.totals, giftCards: 25, total: 0 },
      };
      const res = await validate(t, slug, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'This is a voucher for Spa Day: it cannot pay for an order. Show it to the store to use it.',
      });
      expect(await t.db.select().from(giftCardHolds).where(eq(giftCardHolds.giftCardId, voucher.id))).toEqual([]);
      expect((await reload()).balanceMinor).toBe(voucher.balanceMinor);
      expect(await ledgerKinds(t.db, voucher.id)).toEqual(['issue']);
    });

    it('is refused when a card payment would cover the rest too', async () => {
      const draft = await buildPayload(t, slug, [{ slug: 'classic', denominationId: 'd50', quantity: 2 }]);
      const intent = await createIntent(t, slug, 20);
      const payload = {
        ...draft,
        paymentIntentId: intent.paymentIntentId,
        giftCardPayments: [{ giftCardId: voucher.id, codeEnding: voucher.code.slice(-4), amountPaid: 80 }],
        totals: { ...draft.totals, giftCards: 80, total: 20 },
      };
      const res = await validate(t, slug, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^This is a voucher for Spa Day/);
      expect(await t.db.select().from(giftCardHolds).where(eq(giftCardHolds.giftCardId, voucher.id))).toEqual([]);
    });
  });

  describe('top-up', () => {
    const message = 'This is a voucher for Spa Day; a voucher cannot be topped up.';

    it('is refused before the payment is created and at validation, crediting nothing', async () => {
      const intent = await createTopupIntent(t, slug, voucher.id, 20);
      expect(intent.res.statusCode).toBe(400);
      expect(intent.res.json()).toEqual({ message });
      const res = await validate(t, slug, topupPayload(voucher.id, 20, null));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
      expect((await reload()).balanceMinor).toBe(voucher.balanceMinor);
      expect(await ledgerKinds(t.db, voucher.id)).toEqual(['issue']);
    });
  });

  describe('lookup', () => {
    it.each([
      ['GET /GiftCard/GetByCode', () => apiPaths.balanceByCode(voucher.code)],
      ['GET /api/Payment/GetGiftCardByCode', () => apiPaths.giftCardByCode(voucher.code)],
    ])('%s tells what the voucher is for, and no money balance', async (_name, path) => {
      const res = await get(path());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: voucher.id,
        code: voucher.code,
        balance: 0,
        isoCurrencyCode: 'USD',
        expiresOn: null,
        recipientEmailAddress: 'grace@example.com',
        status: 'Active',
        kind: 'voucher',
        voucher: { product: 'Spa Day', option: 'One treatment', status: 'Valid', usedOn: null },
      });
    });

    it('GET /api/Payment/GetGiftCardById answers the same, with the code masked', async () => {
      const res = await get(`/api/Payment/GetGiftCardById/${voucher.id}`);
      expect(res.json()).toMatchObject({
        code: `•••• ${voucher.code.replace(/-/g, '').slice(-4)}`,
        balance: 0,
        kind: 'voucher',
        voucher: { status: 'Valid' },
      });
    });

    it('says when a used voucher was used, and that an expired one has expired', async () => {
      await t.db
        .update(giftCards)
        .set({ status: 'Used', usedAt: new Date('2026-11-03T15:20:00Z'), usedBy: 'staff@example.com' })
        .where(eq(giftCards.id, voucher.id));
      const used = (await get(apiPaths.balanceByCode(voucher.code))).json();
      expect(used).toMatchObject({ status: 'Redeemed', balance: 0, voucher: { status: 'Used', usedOn: '2026-11-03' } });
      expect(JSON.stringify(used)).not.toContain('staff@example.com');

      await t.db
        .update(giftCards)
        .set({ status: 'Active', usedAt: null, usedBy: null, expiresOn: '2020-01-31' })
        .where(eq(giftCards.id, voucher.id));
      expect((await get(apiPaths.balanceByCode(voucher.code))).json()).toMatchObject({
        status: 'Expired',
        voucher: { status: 'Expired', usedOn: null },
      });
      await t.db.update(giftCards).set({ expiresOn: null }).where(eq(giftCards.id, voucher.id));
    });
  });
});
