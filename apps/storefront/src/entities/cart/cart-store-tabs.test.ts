import { minorUnits } from '@giftfront/domain/money';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGES_STORAGE_KEY } from '@giftfront/domain/cart-changes';
import type { CatalogueRules } from './cart-changes';
import { writeStoredCart } from './cart-storage';
import { createCartStore, type CartStore } from './cart-store';
import { cartItem, liveProduct } from './test-cart-items';

/**
 * Two open tabs of one store: one localStorage, two cart stores. As in browsers, a tab's write
 * reaches the other tabs as a 'storage' event, never its own; `deliver` hands the queued events
 * over, so a test can let both tabs act before either hears of the other.
 */
const storage = window.localStorage;
const USD: CatalogueRules = { currencyCode: 'USD', hideCustomGiftCardAmounts: false, maxGiftCardBalance: 2000 };
const repriced = liveProduct({ denominations: [{ id: 'd-25', price: minorUnits(30), label: '$30' }] });

interface Tab {
  store: CartStore;
  events: EventTarget;
}
let tabs: Tab[] = [];
let queued: { to: Tab; event: StorageEvent }[] = [];

function openTab(): Tab {
  const events = new EventTarget();
  const tab = { events, store: createCartStore({ storage, events }) };
  tabs.push(tab);
  return tab;
}

/** Runs an action in one tab and queues what it wrote for the other tabs. */
function inTab<T>(tab: Tab, action: (store: CartStore) => T): T {
  const before = new Map(Object.entries({ ...storage }));
  const result = action(tab.store);
  const after = new Map(Object.entries({ ...storage }));
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const oldValue = before.get(key) ?? null;
    const newValue = after.get(key) ?? null;
    if (oldValue === newValue) continue;
    for (const to of tabs.filter((other) => other !== tab)) {
      queued.push({ to, event: new StorageEvent('storage', { key, oldValue, newValue, storageArea: storage }) });
    }
  }
  return result;
}

function deliver() {
  const events = queued;
  queued = [];
  events.forEach(({ to, event }) => to.events.dispatchEvent(event));
}

const kinds = (tab: Tab) => tab.store.getChanges().map((change) => change.kind);

beforeEach(() => {
  storage.clear();
  writeStoredCart([cartItem('a')], storage);
});
afterEach(() => {
  tabs.forEach((tab) => tab.store.dispose());
  tabs = [];
  queued = [];
  vi.restoreAllMocks();
});

describe('cart changes in every open tab', () => {
  it('shows a refresh made in one tab in the other tab too, with the corrected cart', () => {
    const [first, second] = [openTab(), openTab()];
    const listener = vi.fn();
    second.store.subscribe(listener);
    inTab(first, (store) => store.refreshFromCatalogue([repriced], USD));
    deliver();
    expect(kinds(second)).toEqual(['price-changed']);
    expect(second.store.getChanges()).toEqual(first.store.getChanges());
    expect(second.store.getSnapshot()[0]?.options.denomination.price).toBe(30);
    expect(listener).toHaveBeenCalled();
  });

  it('shows the changes in a tab opened later, until they are dismissed', () => {
    const first = openTab();
    inTab(first, (store) => store.refreshFromCatalogue([repriced], USD));
    expect(kinds(openTab())).toEqual(['price-changed']);
    inTab(first, (store) => store.dismissChanges());
    expect(kinds(openTab())).toEqual([]);
  });

  it('tells each change once when both tabs found it before hearing of each other', () => {
    const [first, second] = [openTab(), openTab()];
    inTab(first, (store) => store.refreshFromCatalogue([repriced], USD));
    inTab(second, (store) => store.refreshFromCatalogue([repriced], USD));
    const shown = first.store.getChanges();
    deliver();
    expect(kinds(first)).toEqual(['price-changed']);
    expect(kinds(second)).toEqual(['price-changed']);
    expect(first.store.getChanges()).toBe(shown);
    expect(JSON.parse(storage.getItem(CART_CHANGES_STORAGE_KEY)!).changes).toHaveLength(1);
  });

  it('finds nothing new in a tab that already follows the corrected cart', () => {
    const [first, second] = [openTab(), openTab()];
    inTab(first, (store) => store.refreshFromCatalogue([repriced], USD));
    deliver();
    const shown = second.store.getChanges();
    expect(inTab(second, (store) => store.refreshFromCatalogue([repriced], USD))).toEqual([]);
    expect(second.store.getChanges()).toBe(shown);
  });

  it('adds a later change in either tab after the earlier ones, in both tabs', () => {
    const [first, second] = [openTab(), openTab()];
    inTab(first, (store) => store.refreshFromCatalogue([repriced], USD));
    deliver();
    inTab(second, (store) => store.refreshFromCatalogue([], USD));
    deliver();
    expect(kinds(first)).toEqual(['price-changed', 'product-unavailable']);
    expect(kinds(second)).toEqual(['price-changed', 'product-unavailable']);
  });

  it('puts the notice away in every tab when it is dismissed in one', () => {
    const [first, second] = [openTab(), openTab()];
    inTab(first, (store) => store.refreshFromCatalogue([repriced], USD));
    deliver();
    inTab(second, (store) => store.dismissChanges());
    deliver();
    expect(kinds(first)).toEqual([]);
    expect(storage.getItem(CART_CHANGES_STORAGE_KEY)).toBeNull();
  });

  it('forgets the changes in every tab when the cart is cleared (an order was placed)', () => {
    const [first, second] = [openTab(), openTab()];
    inTab(first, (store) => store.refreshFromCatalogue([repriced], USD));
    deliver();
    inTab(second, (store) => store.clearAll());
    deliver();
    expect(first.store.getSnapshot()).toEqual([]);
    expect(kinds(first)).toEqual([]);
    expect(storage.getItem(CART_CHANGES_STORAGE_KEY)).toBeNull();
  });
});
