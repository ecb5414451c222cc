import type { CartItem } from '@giftfront/domain/cart';
import { DEFAULT_CURRENCY } from '@giftfront/domain/money';
import { CART_STORAGE_KEY } from './storage-keys';
import type { GiftDetails } from '@giftfront/domain/gift-details';
import type { Product } from '@giftfront/domain/product';
import { CART_CHANGES_STORAGE_KEY, type CartChange } from '@giftfront/domain/cart-changes';
import type { CatalogueRules } from './cart-changes';
import {
  clearStoredCartChanges,
  mergeCartChanges,
  readStoredCartChanges,
  sameCartChanges,
  writeStoredCartChanges,
} from './cart-changes-storage';
import * as operations from './cart-operations';
import type { CartItemInput } from './cart-operations';
import { clearStoredCart, getBrowserStorage, readStoredCart, writeStoredCart } from './cart-storage';
import { reconcileCart } from './reconcile-cart';

/** product §4 Cart operations, applied to the cart in the browser and saved at once. */
export interface CartActions {
  /** Returns the line now holding the item (a plain twin line merges: see addItem). */
  addItem(item: CartItemInput): CartItem;
  addSeveral(items: readonly CartItemInput[]): CartItem[];
  replaceOneBySeveral(id: string, items: readonly CartItemInput[]): void;
  removeItem(id: string): void;
  changeQuantity(id: string, quantity: number): void;
  setGiftDetails(id: string, details: GiftDetails): void;
  clearGiftDetails(id: string): void;
  /** Also forgets the stored payment intent id and client secret (product §4). */
  clearAll(): void;
}

/** An external store for useSyncExternalStore: the snapshot changes only when the cart does. */
export interface CartStore extends CartActions {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CartItem[];
  /**
   * Brings the lines in line with the live catalogue (reconcile-cart), saving only when something
   * changed, so other tabs follow. Returns the changes, which are also kept for the notice (beside
   * the cart in storage, so other tabs show it too).
   */
  refreshFromCatalogue(products: readonly Product[], rules: CatalogueRules): CartChange[];
  /** Changes not yet dismissed by the shopper in any tab, oldest first, each once; the same array until they change. */
  getChanges(): readonly CartChange[];
  /** Dismisses them in every tab. */
  dismissChanges(): void;
  /** Stops following other tabs (tests; the app's store lives as long as the page). */
  dispose(): void;
}

export interface CartStoreOptions {
  /** Defaults to localStorage; null keeps the cart in memory only (storage refused). */
  storage?: Storage | null;
  /** Where 'storage' events from other tabs arrive; defaults to window. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** The store's currency: stored prices are its decimals (product §3), lines hold its minor units. Defaults to USD. */
  currencyCode?: string;
}

export function createCartStore(options: CartStoreOptions = {}): CartStore {
  const storage = options.storage === undefined ? getBrowserStorage() : options.storage;
  const events = options.events === undefined ? window : options.events;
  const currencyCode = options.currencyCode ?? DEFAULT_CURRENCY;
  const listeners = new Set<() => void>();
  let items = readStoredCart(storage, currencyCode);
  let changes: readonly CartChange[] = readStoredCartChanges(storage);

  const notify = () => listeners.forEach((listener) => listener());
  const save = (next: CartItem[]) => {
    items = next;
    writeStoredCart(items, storage, currencyCode);
    notify();
  };

  // Another tab saved the cart or its changes (or cleared storage: key null): follow it.
  const onStorage = (event: StorageEvent) => {
    if (!storage || (event.storageArea && event.storageArea !== storage)) return;
    let changed = false;
    if (event.key === null || event.key === CART_STORAGE_KEY) {
      items = readStoredCart(storage, currencyCode);
      changed = true;
    }
    if (event.key === null || event.key === CART_CHANGES_STORAGE_KEY) {
      const stored = readStoredCartChanges(storage);
      // Changes this tab already holds (it found them too) keep their array: nothing shows twice.
      if (!sameCartChanges(stored, changes)) {
        changes = stored;
        changed = true;
      }
    }
    if (changed) notify();
  };
  events?.addEventListener('storage', onStorage);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    refreshFromCatalogue(products, rules) {
      const result = reconcileCart(items, products, rules);
      if (result.items === items) return [];
      // Every change the shopper is told of alters a line, so it always comes with a write.
      items = result.items;
      writeStoredCart(items, storage, currencyCode);
      if (result.changes.length > 0) {
        // Added to what storage holds: another tab may have stored or dismissed changes meanwhile.
        const merged = mergeCartChanges(storage ? readStoredCartChanges(storage) : changes, result.changes);
        if (!sameCartChanges(merged, changes)) changes = merged;
        writeStoredCartChanges(changes, storage);
      }
      notify();
      return result.changes;
    },
    getChanges: () => changes,
    dismissChanges() {
      if (changes.length === 0) return;
      changes = [];
      clearStoredCartChanges(storage);
      notify();
    },
    dispose: () => events?.removeEventListener('storage', onStorage),
    addItem(input) {
      const result = operations.addItem(items, input);
      save(result.items);
      return result.item;
    },
    addSeveral(inputs) {
      const result = operations.addSeveral(items, inputs);
      save(result.items);
      return result.added;
    },
    replaceOneBySeveral: (id, inputs) => save(operations.replaceOneBySeveral(items, id, inputs)),
    removeItem: (id) => save(operations.removeItem(items, id)),
    changeQuantity: (id, quantity) => save(operations.changeQuantity(items, id, quantity)),
    setGiftDetails: (id, details) => save(operations.setGiftDetails(items, id, details)),
    clearGiftDetails: (id) => save(operations.clearGiftDetails(items, id)),
    clearAll() {
      items = operations.clearAll();
      changes = [];
      clearStoredCart(storage);
      clearStoredCartChanges(storage);
      notify();
    },
  };
}

let browserCartStore: CartStore | null = null;

/** The page's one cart, created on first use in the store's currency (a page shows one store). */
export function getBrowserCartStore(currencyCode: string = DEFAULT_CURRENCY): CartStore {
  browserCartStore ??= createCartStore({ currencyCode });
  return browserCartStore;
}
