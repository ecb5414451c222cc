import { z } from 'zod';
import { CART_STORAGE_VERSION, storedCartItemCodec, type CartItem, type StoredCart } from '@giftfront/domain/cart';
import { DEFAULT_CURRENCY } from '@giftfront/domain/money';
import { CART_STORAGE_KEY, PAYMENT_CLIENT_SECRET_STORAGE_KEY, PAYMENT_INTENT_ID_STORAGE_KEY } from './storage-keys';
import { usableStorage } from '@/lib/browser-storage';

/**
 * product §3/§9: the cart, the payment intent id and its client secret persist in localStorage.
 * Reading never throws: a stored cart that cannot be read is discarded, not shown as a crash.
 * Every function takes the storage so tests (and a missing localStorage) need no globals.
 * Stored lines keep product §3's decimal prices (what earlier versions stored): they are decoded to
 * minor units of the store's currency when read and encoded back when written, with the
 * domain's storedCartItemCodec, the one conversion outside the API client.
 */

export const getBrowserStorage = (): Storage | null => usableStorage('localStorage');

export type StoredCartStatus = 'empty' | 'valid' | 'repaired' | 'discarded';

/**
 * Choice: a cart whose envelope is unreadable (bad JSON, another version, no item list) is
 * discarded whole; inside a readable cart, lines failing the schema or repeating an id are
 * dropped and the valid lines kept, so one bad line does not cost the shopper the rest.
 */
export function parseStoredCart(
  raw: string | null,
  currencyCode: string = DEFAULT_CURRENCY,
): { items: CartItem[]; status: StoredCartStatus } {
  if (!raw) return { items: [], status: 'empty' };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return { items: [], status: 'discarded' };
  }
  const envelope = stored as Partial<StoredCart> | null;
  if (!envelope || envelope.version !== CART_STORAGE_VERSION || !Array.isArray(envelope.items)) {
    return { items: [], status: 'discarded' };
  }
  const items: CartItem[] = [];
  for (const candidate of envelope.items as unknown[]) {
    const parsed = z.safeDecode(storedCartItemCodec(currencyCode), candidate as never);
    if (parsed.success && !items.some((item) => item.id === parsed.data.id)) items.push(parsed.data);
  }
  if (items.length === envelope.items.length) return { items, status: 'valid' };
  return { items, status: items.length > 0 ? 'repaired' : 'discarded' };
}

/** Runs a storage call, logging instead of throwing when the browser refuses it (quota, blocked). */
export function safely(what: string, action: () => void): void {
  try {
    action();
  } catch (error) {
    console.warn(`Could not ${what} in browser storage`, error);
  }
}

export function writeStoredCart(
  items: readonly CartItem[],
  storage: Storage | null = getBrowserStorage(),
  currencyCode: string = DEFAULT_CURRENCY,
): void {
  if (!storage) return;
  const codec = storedCartItemCodec(currencyCode);
  const stored: StoredCart = { version: CART_STORAGE_VERSION, items: items.map((item) => z.encode(codec, item)) };
  safely('save the cart', () => storage.setItem(CART_STORAGE_KEY, JSON.stringify(stored)));
}

export function readStoredCart(
  storage: Storage | null = getBrowserStorage(),
  currencyCode: string = DEFAULT_CURRENCY,
): CartItem[] {
  if (!storage) return [];
  let raw: string | null = null;
  safely('read the cart', () => {
    raw = storage.getItem(CART_STORAGE_KEY);
  });
  const { items, status } = parseStoredCart(raw, currencyCode);
  if (status === 'discarded') {
    console.warn('Discarded a stored cart that could not be read');
    safely('remove the cart', () => storage.removeItem(CART_STORAGE_KEY));
  }
  if (status === 'repaired') {
    console.warn('Dropped unreadable lines from the stored cart');
    writeStoredCart(items, storage, currencyCode);
  }
  return items;
}

export interface StoredPaymentIntent {
  paymentIntentId: string | null;
  clientSecret: string | null;
}

export function readStoredPaymentIntent(storage: Storage | null = getBrowserStorage()): StoredPaymentIntent {
  const intent: StoredPaymentIntent = { paymentIntentId: null, clientSecret: null };
  if (!storage) return intent;
  safely('read the payment', () => {
    intent.paymentIntentId = storage.getItem(PAYMENT_INTENT_ID_STORAGE_KEY) || null;
    intent.clientSecret = storage.getItem(PAYMENT_CLIENT_SECRET_STORAGE_KEY) || null;
  });
  return intent;
}

export function writeStoredPaymentIntent(
  intent: { paymentIntentId: string; clientSecret: string },
  storage: Storage | null = getBrowserStorage(),
): void {
  if (!storage) return;
  safely('save the payment', () => {
    storage.setItem(PAYMENT_INTENT_ID_STORAGE_KEY, intent.paymentIntentId);
    storage.setItem(PAYMENT_CLIENT_SECRET_STORAGE_KEY, intent.clientSecret);
  });
}

export function clearStoredPaymentIntent(storage: Storage | null = getBrowserStorage()): void {
  if (!storage) return;
  safely('forget the payment', () => {
    storage.removeItem(PAYMENT_INTENT_ID_STORAGE_KEY);
    storage.removeItem(PAYMENT_CLIENT_SECRET_STORAGE_KEY);
  });
}

/** product §4: clear all also clears the stored payment intent id and client secret. */
export function clearStoredCart(storage: Storage | null = getBrowserStorage()): void {
  if (!storage) return;
  safely('remove the cart', () => storage.removeItem(CART_STORAGE_KEY));
  clearStoredPaymentIntent(storage);
}
