import {
  CART_CHANGES_STORAGE_KEY,
  CART_CHANGES_STORAGE_VERSION,
  parseStoredCartChanges,
  type CartChange,
} from '@giftfront/domain/cart-changes';
import { safely } from './cart-storage';

/**
 * The cart changes not yet dismissed, kept in localStorage beside the cart so that every open tab
 * of the store shows the notice, not only the tab whose refresh made them. Read defensively like
 * the cart: what cannot be read is removed, never a crash.
 */

export function readStoredCartChanges(storage: Storage | null): CartChange[] {
  if (!storage) return [];
  let raw: string | null = null;
  safely('read the cart changes', () => {
    raw = storage.getItem(CART_CHANGES_STORAGE_KEY);
  });
  const { changes, readable } = parseStoredCartChanges(raw);
  if (!readable) {
    console.warn('Discarded stored cart changes that could not be read');
    clearStoredCartChanges(storage);
  }
  return changes;
}

export function writeStoredCartChanges(changes: readonly CartChange[], storage: Storage | null): void {
  if (!storage) return;
  if (changes.length === 0) return clearStoredCartChanges(storage);
  const stored = { version: CART_CHANGES_STORAGE_VERSION, changes };
  safely('save the cart changes', () => storage.setItem(CART_CHANGES_STORAGE_KEY, JSON.stringify(stored)));
}

export function clearStoredCartChanges(storage: Storage | null): void {
  if (!storage) return;
  safely('remove the cart changes', () => storage.removeItem(CART_CHANGES_STORAGE_KEY));
}

/**
 * `known` followed by the added changes it does not hold yet: two tabs refreshing the same stale
 * cart at once find the same changes, and the shopper is told each once.
 */
export function mergeCartChanges(known: readonly CartChange[], added: readonly CartChange[]): CartChange[] {
  const merged = [...known];
  for (const change of added) if (!merged.some((other) => sameChange(other, change))) merged.push(change);
  return merged;
}

export function sameCartChanges(a: readonly CartChange[], b: readonly CartChange[]): boolean {
  return a.length === b.length && a.every((change, index) => sameChange(change, b[index]!));
}

function sameChange(a: CartChange, b: CartChange): boolean {
  const keys = Object.keys(a) as (keyof CartChange)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
