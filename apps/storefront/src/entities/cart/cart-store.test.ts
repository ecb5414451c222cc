import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, PAYMENT_INTENT_ID_STORAGE_KEY } from './storage-keys';
import { readStoredPaymentIntent, writeStoredCart, writeStoredPaymentIntent } from './cart-storage';
import { createCartStore, type CartStore } from './cart-store';
import { cartItem, giftDetails, newCartItem, storedLine } from './test-cart-items';

const storage = window.localStorage;
let store: CartStore;

/** What the browser does in this tab when another tab saves the cart. */
function saveFromAnotherTab(value: string | null) {
  if (value === null) storage.removeItem(CART_STORAGE_KEY);
  else storage.setItem(CART_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: value, storageArea: storage }));
}

beforeEach(() => {
  storage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  store?.dispose();
  vi.restoreAllMocks();
});

describe('createCartStore', () => {
  it('starts from the stored cart', () => {
    writeStoredCart([cartItem('a')], storage);
    store = createCartStore({ storage });
    expect(store.getSnapshot()).toEqual([cartItem('a')]);
  });

  it('saves every change', () => {
    store = createCartStore({ storage });
    const line = store.addItem(newCartItem({ quantity: 2 }));
    store.changeQuantity(line.id, 5);
    expect(createCartStore({ storage, events: null }).getSnapshot()).toEqual([{ ...line, quantity: 5 }]);
  });

  it('returns the same snapshot until the cart changes', () => {
    store = createCartStore({ storage });
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.addItem(newCartItem());
    expect(store.getSnapshot()).not.toBe(before);
  });

  it('tells subscribers about a change, and stops after unsubscribing', () => {
    store = createCartStore({ storage });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.addItem(newCartItem());
    unsubscribe();
    store.clearAll();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows a cart saved in another tab', () => {
    store = createCartStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    saveFromAnotherTab(JSON.stringify({ version: 1, items: [storedLine(cartItem('from-other-tab'))] }));
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['from-other-tab']);
    expect(listener).toHaveBeenCalled();
  });

  it('empties when another tab clears the cart', () => {
    writeStoredCart([cartItem('a')], storage);
    store = createCartStore({ storage });
    saveFromAnotherTab(null);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('ignores storage events for other keys', () => {
    store = createCartStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else', newValue: 'x', storageArea: storage }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads a corrupted cart from another tab as empty', () => {
    writeStoredCart([cartItem('a')], storage);
    store = createCartStore({ storage });
    saveFromAnotherTab('not json');
    expect(store.getSnapshot()).toEqual([]);
  });

  it('clear all also forgets the stored payment intent', () => {
    store = createCartStore({ storage });
    store.addItem(newCartItem());
    writeStoredPaymentIntent({ paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret' }, storage);
    store.clearAll();
    expect(store.getSnapshot()).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(PAYMENT_INTENT_ID_STORAGE_KEY)).toBeNull();
    expect(readStoredPaymentIntent(storage).clientSecret).toBeNull();
  });

  it('applies every operation: split, gift details, remove', () => {
    store = createCartStore({ storage });
    const line = store.addItem(newCartItem({ quantity: 2 }));
    store.setGiftDetails(line.id, giftDetails());
    expect(store.getSnapshot()[0]?.options.giftDetails?.recipientName).toBe('Ada');
    store.clearGiftDetails(line.id);
    store.replaceOneBySeveral(line.id, [
      { ...newCartItem(), id: `${line.id}-r1` },
      { ...newCartItem(), id: `${line.id}-r2` },
    ]);
    expect(store.getSnapshot().map((item) => item.id)).toEqual([`${line.id}-r1`, `${line.id}-r2`]);
    store.removeItem(`${line.id}-r1`);
    expect(store.getSnapshot().map((item) => item.id)).toEqual([`${line.id}-r2`]);
  });

  it('keeps working in memory when storage is unavailable', () => {
    store = createCartStore({ storage: null });
    store.addItem(newCartItem());
    expect(store.getSnapshot()).toHaveLength(1);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
