import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartProvider } from './cart-context';
import { createCartStore } from './cart-store';
import { newCartItem } from './test-cart-items';
import { useCartCount } from './use-cart-count';

afterEach(cleanup);

describe('useCartCount', () => {
  it('counts the units of the cart and follows its changes', () => {
    const store = createCartStore({ storage: null, events: null });
    const wrapper = ({ children }: { children: ReactNode }) => <CartProvider store={store}>{children}</CartProvider>;
    const { result } = renderHook(() => useCartCount(), { wrapper });
    expect(result.current).toBe(0);
    act(() => {
      store.addItem(newCartItem({ quantity: 2 }));
      store.addItem(newCartItem({ quantity: 3, denominationId: 'd-50', price: 50 }));
    });
    expect(result.current).toBe(5);
  });

  it('is 0 while the cart has not loaded', () => {
    window.localStorage.clear();
    const { result } = renderHook(() => useCartCount(), {
      wrapper: ({ children }) => <CartProvider>{children}</CartProvider>,
    });
    expect(result.current).toBe(0);
  });
});
