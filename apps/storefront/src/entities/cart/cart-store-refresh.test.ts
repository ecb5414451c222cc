import { minorUnits } from '@giftfront/domain/money';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from './storage-keys';
import type { CatalogueRules } from './cart-changes';
import { writeStoredCart } from './cart-storage';
import { createCartStore, type CartStore } from './cart-store';
import { cartItem, liveProduct } from './test-cart-items';

/** The cart store's side of the catalogue refresh: one write when something changed, changes kept for the notice. */
const storage = window.localStorage;
const USD: CatalogueRules = { currencyCode: 'USD', hideCustomGiftCardAmounts: false, maxGiftCardBalance: 200_000 };
const repriced = liveProduct({ denominations: [{ id: 'd-25', price: minorUnits(3000), label: '$30' }] });
let store: CartStore;

beforeEach(() => {
  storage.clear();
  writeStoredCart([cartItem('a')], storage);
  store = createCartStore({ storage, events: null });
});
afterEach(() => {
  store.dispose();
  vi.restoreAllMocks();
});

describe('refreshFromCatalogue', () => {
  it('saves the refreshed cart, so other tabs follow, and tells subscribers', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    const changes = store.refreshFromCatalogue([repriced], USD);
    expect(changes).toMatchObject([{ kind: 'price-changed', itemId: 'a', fromMinor: 2500, toMinor: 3000 }]);
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY)!).items[0].options.denomination.price).toBe(30);
    expect(store.getChanges()).toEqual(changes);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('writes nothing and keeps the same snapshot when nothing changed', () => {
    const before = store.getSnapshot();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.refreshFromCatalogue([liveProduct()], USD)).toEqual([]);
    expect(store.getSnapshot()).toBe(before);
    expect(setItem).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the changes until dismissed, adding later ones after them', () => {
    store.refreshFromCatalogue([repriced], USD);
    store.refreshFromCatalogue([], USD);
    expect(store.getChanges().map((change) => change.kind)).toEqual(['price-changed', 'product-unavailable']);
    const kept = store.getChanges();
    expect(store.getChanges()).toBe(kept);
    store.dismissChanges();
    expect(store.getChanges()).toEqual([]);
  });

  it('forgets the changes when the cart is cleared (an order was placed)', () => {
    store.refreshFromCatalogue([repriced], USD);
    store.clearAll();
    expect(store.getChanges()).toEqual([]);
  });
});
