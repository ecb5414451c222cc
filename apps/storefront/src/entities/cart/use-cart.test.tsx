import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from './storage-keys';
import { CartProvider } from './cart-context';
import { createCartStore, type CartStore } from './cart-store';
import { cartItem, newCartItem, storedLine } from './test-cart-items';
import { useCart } from './use-cart';

let store: CartStore;
const wrapperFor = (currencyCode?: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CartProvider store={store} currencyCode={currencyCode}>
        {children}
      </CartProvider>
    );
  };

beforeEach(() => {
  window.localStorage.clear();
  store = createCartStore({ storage: window.localStorage });
});
afterEach(() => {
  cleanup();
  store.dispose();
});

describe('useCart', () => {
  it('shows items, total and the count of units', () => {
    const { result } = renderHook(() => useCart(), { wrapper: wrapperFor() });
    act(() => {
      result.current.addItem(newCartItem({ price: 1010, quantity: 2 }));
      result.current.addItem(newCartItem({ price: 20, denominationId: 'd-0.2' }));
    });
    expect(result.current.items).toHaveLength(2);
    expect(result.current.total).toBe(2040);
    expect(result.current.count).toBe(3);
  });

  it("uses the store's currency", () => {
    const { result } = renderHook(() => useCart(), { wrapper: wrapperFor('JPY') });
    act(() => void result.current.addItem(newCartItem({ price: 500, quantity: 2 })));
    expect(result.current.currencyCode).toBe('JPY');
    expect(result.current.total).toBe(1000);
  });

  it('re-renders with a cart changed in another tab', () => {
    const { result } = renderHook(() => useCart(), { wrapper: wrapperFor() });
    act(() => {
      const value = JSON.stringify({ version: 1, items: [storedLine(cartItem('other', { quantity: 3 }))] });
      window.localStorage.setItem(CART_STORAGE_KEY, value);
      window.dispatchEvent(
        new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: value, storageArea: window.localStorage }),
      );
    });
    expect(result.current.count).toBe(3);
  });

  it('keeps the same actions across renders', () => {
    const { result, rerender } = renderHook(() => useCart(), { wrapper: wrapperFor() });
    const { removeItem } = result.current;
    rerender();
    expect(result.current.removeItem).toBe(removeItem);
  });
});
