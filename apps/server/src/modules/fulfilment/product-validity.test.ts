import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardExpiryDate } from '@giftfront/domain/gift-card-expiry';
import { createAdminStore, createAdminTestApp } from '../../../test/admin.ts';
import { placeOrder } from '../../../test/admin-orders.ts';
import { checkout, orderDetails, products } from '../../../test/checkout.ts';
import { storeFileFactory } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

/** A store whose cards are valid two years, with a voucher of its own six months. */
function storeWithValidities() {
  const file = storeFileFactory();
  const [classic, spa] = file.products;
  return {
    giftCardExpiry: { months: 24 },
    products: [classic!, { ...spa!, validityMonths: 6 }],
  };
}

describe('a product’s validity', () => {
  it('is served with the product, so its page says what the card will be issued with', async () => {
    const store = await createAdminStore(t.db, storeWithValidities());
    const served = await products(t, store.slug);
    expect(served.find((p) => p.slug === 'spa-day')?.validityMonths).toBe(6);
    expect(served.find((p) => p.slug === 'classic')?.validityMonths ?? null).toBeNull();
  });

  it('dates each card issued, the store’s policy dating products without one', async () => {
    const store = await createAdminStore(t.db, storeWithValidities());
    const { cards } = await placeOrder(t, store, [
      { slug: 'spa-day', denominationId: 'v1' },
      { slug: 'classic', denominationId: 'd25' },
    ]);
    const now = new Date();
    const byTitle = Object.fromEntries(cards.map((card) => [card.title, card.expiresOn]));
    expect(byTitle['Spa Day']).toBe(giftCardExpiryDate({ months: 6 }, now, 'UTC'));
    expect(byTitle['Classic Gift Card']).toBe(giftCardExpiryDate({ months: 24 }, now, 'UTC'));
  });

  it('is what the order confirmation tells the buyer for each card', async () => {
    const store = await createAdminStore(t.db, storeWithValidities());
    const { intent } = await checkout(t, store.slug, [{ slug: 'spa-day', denominationId: 'v1' }]);
    const res = await orderDetails(t, store.slug, intent.paymentIntentId);
    expect(res.json().giftCards.map((card: { expiresOn: string | null }) => card.expiresOn)).toEqual([
      giftCardExpiryDate({ months: 6 }, new Date(), 'UTC'),
    ]);
  });
});
