import { describe, expect, it } from 'vitest';
import { CART_STORAGE_VERSION } from './cart';
import { cartHintOf, cartHintScript } from './cart-hint';

const stored = (items: unknown[], version = CART_STORAGE_VERSION) => JSON.stringify({ version, items });
const line = (isShippingEnabled: boolean) => ({ id: 'a', product: { id: 1, isShippingEnabled }, quantity: 1 });

describe('cartHintOf', () => {
  it('names an empty, missing or unreadable cart empty', () => {
    expect(cartHintOf(null, CART_STORAGE_VERSION)).toBe('empty');
    expect(cartHintOf('', CART_STORAGE_VERSION)).toBe('empty');
    expect(cartHintOf('{not json', CART_STORAGE_VERSION)).toBe('empty');
    expect(cartHintOf(stored([]), CART_STORAGE_VERSION)).toBe('empty');
    expect(cartHintOf(stored([line(true)], 99), CART_STORAGE_VERSION)).toBe('empty');
    expect(cartHintOf(JSON.stringify({ version: 1, items: 'x' }), CART_STORAGE_VERSION)).toBe('empty');
  });

  it('tells a cart that holds something that can be shipped from one that cannot', () => {
    expect(cartHintOf(stored([line(false)]), CART_STORAGE_VERSION)).toBe('items');
    expect(cartHintOf(stored([line(false), line(true)]), CART_STORAGE_VERSION)).toBe('shippable');
    expect(cartHintOf(stored([null, { product: null }]), CART_STORAGE_VERSION)).toBe('items');
  });
});

describe('cartHintScript', () => {
  function run(storedCart: string | null, storageThrows = false) {
    const attributes: Record<string, string> = {};
    const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
    const localStorage = {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return key === 'giftcard_cart' ? storedCart : null;
      },
    };
    new Function('document', 'localStorage', cartHintScript(CART_STORAGE_VERSION))(document, localStorage);
    return attributes;
  }

  it('sets the hint on <html> from the stored cart', () => {
    expect(run(stored([line(true)]))).toEqual({ 'data-cart': 'shippable' });
    expect(run(stored([line(false)]))).toEqual({ 'data-cart': 'items' });
    expect(run(null)).toEqual({ 'data-cart': 'empty' });
  });

  it('leaves <html> alone when storage is refused', () => {
    expect(run(null, true)).toEqual({});
  });
});
