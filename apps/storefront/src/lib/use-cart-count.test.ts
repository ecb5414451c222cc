import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_CHANGED_EVENT, countCartItems, useCartCount } from './use-cart-count';

const cart = (...quantities: number[]) => JSON.stringify({ version: 1, items: quantities.map((quantity) => ({ quantity })) });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('cart count', () => {
  it('adds up the quantities of every item', () => {
    expect(countCartItems(cart(2, 1, 3))).toBe(6);
  });

  it('counts nothing for a missing, broken or unknown-version cart', () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems('{oops')).toBe(0);
    expect(countCartItems(JSON.stringify({ version: 2, items: [{ quantity: 4 }] }))).toBe(0);
  });

  it('follows changes announced in the same tab', () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
    act(() => {
      localStorage.setItem('giftcard_cart', cart(2, 2));
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
    });
    expect(result.current).toBe(4);
  });
});
