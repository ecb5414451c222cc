import { useMemo, useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY } from '@giftfront/domain/constants';

/**
 * The header's item count, read straight from the stored cart (SPEC §9 key giftcard_cart,
 * shape { version: 1, items: [{ quantity }] }). Temporary: the cart feature replaces this hook
 * with its own store. Same-tab writers dispatch CART_CHANGED_EVENT; other tabs fire 'storage'.
 */
export const CART_CHANGED_EVENT = 'giftcard-cart-change';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed iframe)
  }
}

export function countCartItems(raw: string | null): number {
  if (!raw) return 0;
  try {
    const cart = JSON.parse(raw) as { version?: unknown; items?: unknown };
    if (cart.version !== 1 || !Array.isArray(cart.items)) return 0;
    return cart.items.reduce<number>((sum, item: { quantity?: unknown }) => {
      const quantity = Number(item?.quantity);
      return Number.isInteger(quantity) && quantity > 0 ? sum + quantity : sum;
    }, 0);
  } catch {
    return 0;
  }
}

export function useCartCount(): number {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => countCartItems(raw), [raw]);
}
