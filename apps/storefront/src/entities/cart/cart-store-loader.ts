import { CART_STORAGE_KEY } from './storage-keys';
import { DEFAULT_CURRENCY } from '@giftfront/domain/money';
import type { CartStore } from './cart-store';

/**
 * The page's cart store, its code loaded on first need. The store validates what it reads with
 * the domain's zod schemas; loading it lazily keeps zod out of the home route's first load
 * (budget: 120 KB gzipped). What shows cart lines imports the store directly (its chunk loads
 * with it); the header only counts, and actions load the store when they run.
 */
let loaded: CartStore | null = null;
let loading: Promise<CartStore> | null = null;
const listeners = new Set<() => void>();

export function loadBrowserCartStore(currencyCode: string = DEFAULT_CURRENCY): Promise<CartStore> {
  loading ??= import('./cart-store').then(
    ({ getBrowserCartStore }) => {
      loaded = getBrowserCartStore(currencyCode);
      listeners.forEach((listener) => listener());
      return loaded;
    },
    (error: unknown) => {
      loading = null; // a failed chunk load may succeed on the next try
      throw error;
    },
  );
  return loading;
}

/** Loads the store where nothing waits for it; a failure is logged here. */
export function preloadBrowserCartStore(currencyCode: string = DEFAULT_CURRENCY): void {
  loadBrowserCartStore(currencyCode).catch((error: unknown) => console.error('Could not load the cart', error));
}

/** The store once its code has loaded, else null. */
export const loadedBrowserCartStore = (): CartStore | null => loaded;

export function subscribeToCartStoreLoad(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function hasStoredCart(): boolean {
  try {
    return Boolean(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return false; // storage refused: the cart lives in memory and starts empty
  }
}

/**
 * Loads the store at once when a cart is stored (the header counts it), otherwise when another
 * tab stores one. An empty cart costs the first page nothing. Returns a stop function.
 */
export function loadStoredCartEarly(currencyCode: string = DEFAULT_CURRENCY): () => void {
  if (loaded) return () => {};
  if (hasStoredCart()) {
    preloadBrowserCartStore(currencyCode);
    return () => {};
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY || !event.newValue) return;
    window.removeEventListener('storage', onStorage);
    preloadBrowserCartStore(currencyCode);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
