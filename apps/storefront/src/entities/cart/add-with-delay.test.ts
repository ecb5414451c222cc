import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_TO_CART_DELAY_MS, addSeveralWithDelay, addWithDelay } from './add-with-delay';
import { createCartStore, type CartStore } from './cart-store';
import { newCartItem } from './test-cart-items';

let store: CartStore;
beforeEach(() => {
  vi.useFakeTimers();
  store = createCartStore({ storage: null, events: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('addWithDelay', () => {
  it('adds only after the simulated step of ADD_TO_CART_DELAY_MS', async () => {
    const adding = addWithDelay(store, newCartItem());
    await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const line = await adding;
    expect(store.getSnapshot()).toEqual([line]);
  });

  it('takes a cart whose code is still loading, within the same step', async () => {
    const adding = addWithDelay(Promise.resolve(store), newCartItem());
    await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getSnapshot()).toEqual([await adding]);
  });

  it('logs and rethrows a cart that fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const adding = addWithDelay(Promise.reject(new Error('chunk failed')), newCartItem());
    const outcome = expect(adding).rejects.toThrow('chunk failed');
    await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAY_MS);
    await outcome;
    expect(error).toHaveBeenCalledWith('Failed to add to cart', expect.any(Error));
  });

  it('logs and rethrows a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const item = newCartItem();
    const adding = addWithDelay(store, { ...item, product: { ...item.product, id: '' } });
    const outcome = expect(adding).rejects.toThrow('Product ID is required');
    await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAY_MS);
    await outcome;
    expect(error).toHaveBeenCalledWith('Failed to add to cart', expect.any(Error));
  });
});

describe('addSeveralWithDelay', () => {
  it('adds every line after one simulated step', async () => {
    const adding = addSeveralWithDelay(store, [newCartItem(), newCartItem({ price: 50, denominationId: 'd-50' })]);
    await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAY_MS);
    expect(await adding).toHaveLength(2);
    expect(store.getSnapshot()).toHaveLength(2);
  });
});
