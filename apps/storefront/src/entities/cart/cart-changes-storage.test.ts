import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGES_STORAGE_KEY, type CartChange } from '@giftfront/domain/cart-changes';
import { mergeCartChanges, readStoredCartChanges, writeStoredCartChanges } from './cart-changes-storage';

const storage = window.localStorage;
const repriced: CartChange = {
  kind: 'price-changed',
  itemId: 'a',
  productName: 'Spa Day',
  optionLabel: 'Full day',
  fromMinor: 18000,
  toMinor: 19000,
};
const gone: CartChange = { kind: 'product-unavailable', itemId: 'b', productName: 'Birthday card' };
const put = (value: unknown) =>
  storage.setItem(CART_CHANGES_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));

beforeEach(() => {
  storage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the stored cart changes', () => {
  it('are written under giftcard_cart_changes as { version: 1, changes } and read back', () => {
    writeStoredCartChanges([repriced, gone], storage);
    expect(JSON.parse(storage.getItem('giftcard_cart_changes')!)).toEqual({ version: 1, changes: [repriced, gone] });
    expect(readStoredCartChanges(storage)).toEqual([repriced, gone]);
  });

  it('are removed from storage when none are left', () => {
    writeStoredCartChanges([repriced], storage);
    writeStoredCartChanges([], storage);
    expect(storage.getItem(CART_CHANGES_STORAGE_KEY)).toBeNull();
  });

  it('are discarded and removed when the text is not JSON or of another version', () => {
    put('{"version":1,"changes":[');
    expect(readStoredCartChanges(storage)).toEqual([]);
    expect(storage.getItem(CART_CHANGES_STORAGE_KEY)).toBeNull();
    put({ version: 2, changes: [repriced] });
    expect(readStoredCartChanges(storage)).toEqual([]);
    expect(storage.getItem(CART_CHANGES_STORAGE_KEY)).toBeNull();
  });

  it('drop a change that cannot be read and keep the others', () => {
    put({ version: 1, changes: [{ kind: 'price-changed', itemId: 'a' }, { kind: 'exploded' }, 'x', gone] });
    expect(readStoredCartChanges(storage)).toEqual([gone]);
  });

  it('are none without storage, and nothing is thrown when storage refuses', () => {
    expect(readStoredCartChanges(null)).toEqual([]);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readStoredCartChanges(storage)).toEqual([]);
  });
});

describe('mergeCartChanges', () => {
  it('adds only the changes not yet known, whatever the order of their fields', () => {
    const sameInOtherOrder = {
      toMinor: 19000,
      fromMinor: 18000,
      optionLabel: 'Full day',
      productName: 'Spa Day',
      itemId: 'a',
      kind: 'price-changed',
    } as const;
    expect(mergeCartChanges([repriced], [sameInOtherOrder, gone])).toEqual([repriced, gone]);
  });

  it('keeps a later change of the same line', () => {
    const again: CartChange = { ...repriced, fromMinor: 19000, toMinor: 20000 };
    expect(mergeCartChanges([repriced], [again])).toEqual([repriced, again]);
  });
});
