import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from './storage-keys';
import type * as CartStoreLoader from './cart-store-loader';
import { cartItem, storedLine } from './test-cart-items';

type Loader = typeof CartStoreLoader;
let loader: Loader;
const stored = (quantity: number) =>
  JSON.stringify({ version: 1, items: [storedLine(cartItem('line-1', { quantity }))] });

// The store's code (and zod) load afresh in every test: cold, on a busy machine, that took 32 s once.
const loading = { timeout: 45_000 };

beforeEach(async () => {
  window.localStorage.clear();
  vi.resetModules(); // each test starts with the store's code not loaded
  loader = await import('./cart-store-loader');
});
afterEach(() => window.localStorage.clear());

describe('cart store loader', { timeout: 60_000 }, () => {
  it('loads nothing at first for an empty cart', async () => {
    const stop = loader.loadStoredCartEarly();
    await vi.dynamicImportSettled(); // a load it had started would have finished here
    expect(loader.loadedBrowserCartStore()).toBeNull();
    stop();
  });

  it('loads the stored cart at once and tells its subscribers', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, stored(2));
    const listener = vi.fn();
    loader.subscribeToCartStoreLoad(listener);
    loader.loadStoredCartEarly();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1), loading);
    expect(loader.loadedBrowserCartStore()?.getSnapshot()).toHaveLength(1);
  });

  it('loads when another tab stores a cart', async () => {
    loader.loadStoredCartEarly();
    window.localStorage.setItem(CART_STORAGE_KEY, stored(4));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: stored(4) }));
    await vi.waitFor(() => expect(loader.loadedBrowserCartStore()).not.toBeNull(), loading);
    expect(loader.loadedBrowserCartStore()?.getSnapshot()[0]?.quantity).toBe(4);
  });

  it('gives the same store to every caller', async () => {
    const [a, b] = await Promise.all([loader.loadBrowserCartStore(), loader.loadBrowserCartStore()]);
    expect(a).toBe(b);
    expect(loader.loadedBrowserCartStore()).toBe(a);
  });
});
