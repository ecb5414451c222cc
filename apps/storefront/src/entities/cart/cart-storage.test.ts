import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, PAYMENT_CLIENT_SECRET_STORAGE_KEY, PAYMENT_INTENT_ID_STORAGE_KEY } from './storage-keys';
import {
  clearStoredCart,
  getBrowserStorage,
  readStoredCart,
  readStoredPaymentIntent,
  writeStoredCart,
  writeStoredPaymentIntent,
} from './cart-storage';
import { cartItem, storedLine } from './test-cart-items';

const storage = window.localStorage;
const store = (value: unknown) =>
  storage.setItem(CART_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));

beforeEach(() => {
  storage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the stored cart', () => {
  it('is written under giftcard_cart as { version: 1, items }', () => {
    writeStoredCart([cartItem('a')], storage);
    expect(JSON.parse(storage.getItem('giftcard_cart') ?? '')).toEqual({
      version: 1,
      items: [storedLine(cartItem('a'))],
    });
  });

  it('ignores binary noise in a stored price: the same amount in minor units is the same price', () => {
    store({
      version: 1,
      items: [{ ...storedLine(cartItem('a')), options: { denomination: { id: 'd', price: 0.1 + 0.2, label: '30¢' } } }],
    });
    expect(readStoredCart(storage)[0]?.options.denomination.price).toBe(30);
  });

  it("keeps the API's decimal prices in storage and minor units of the store's currency inside", () => {
    store({
      version: 1,
      items: [{ ...storedLine(cartItem('a')), options: { denomination: { id: 'd', price: 0.1, label: '10¢' } } }],
    });
    expect(readStoredCart(storage)[0]?.options.denomination.price).toBe(10);
    writeStoredCart([cartItem('y', { price: 1500 })], storage, 'JPY');
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '').items[0].options.denomination.price).toBe(1500);
    expect(readStoredCart(storage, 'JPY')[0]?.options.denomination.price).toBe(1500);
  });

  it('reads back what was written', () => {
    writeStoredCart([cartItem('a'), cartItem('b', { quantity: 4 })], storage);
    expect(readStoredCart(storage)).toEqual([cartItem('a'), cartItem('b', { quantity: 4 })]);
  });

  it('is empty when nothing is stored', () => {
    expect(readStoredCart(storage)).toEqual([]);
  });

  it('discards corrupted JSON and removes it', () => {
    store('{"version":1,"items":[');
    expect(readStoredCart(storage)).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('discards a cart of an outdated version', () => {
    store({ version: 0, items: [cartItem('a')] });
    expect(readStoredCart(storage)).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('discards a bare list, the shape of an unversioned cart', () => {
    store([cartItem('a')]);
    expect(readStoredCart(storage)).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('drops a line failing the schema and keeps the valid ones, rewriting the cart', () => {
    store({
      version: 1,
      items: [storedLine(cartItem('a')), { ...storedLine(cartItem('b')), quantity: -2 }, { id: 'c' }],
    });
    expect(readStoredCart(storage).map((item) => item.id)).toEqual(['a']);
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '').items).toHaveLength(1);
  });

  it('discards the cart when no line is valid', () => {
    store({ version: 1, items: [{ id: 'x' }] });
    expect(readStoredCart(storage)).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps the first of two lines with the same id', () => {
    store({
      version: 1,
      items: [storedLine(cartItem('a', { quantity: 2 })), storedLine(cartItem('a', { quantity: 9 }))],
    });
    expect(readStoredCart(storage)).toEqual([cartItem('a', { quantity: 2 })]);
  });

  it('works without storage: nothing read, writes ignored', () => {
    expect(readStoredCart(null)).toEqual([]);
    expect(() => writeStoredCart([cartItem('a')], null)).not.toThrow();
    expect(() => clearStoredCart(null)).not.toThrow();
  });

  it('survives a storage that throws on every call', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readStoredCart(refusing)).toEqual([]);
    expect(() => writeStoredCart([cartItem('a')], refusing)).not.toThrow();
  });
});

describe('getBrowserStorage', () => {
  it('returns localStorage when it works', () => {
    expect(getBrowserStorage()).toBe(window.localStorage);
  });

  it('returns null when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(getBrowserStorage()).toBeNull();
  });
});

describe('the stored payment intent', () => {
  it('is kept beside the cart under its own keys', () => {
    writeStoredPaymentIntent({ paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret' }, storage);
    expect(storage.getItem(PAYMENT_INTENT_ID_STORAGE_KEY)).toBe('pi_1');
    expect(storage.getItem(PAYMENT_CLIENT_SECRET_STORAGE_KEY)).toBe('pi_1_secret');
    expect(readStoredPaymentIntent(storage)).toEqual({ paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret' });
  });

  it('reads as nulls when absent', () => {
    expect(readStoredPaymentIntent(storage)).toEqual({ paymentIntentId: null, clientSecret: null });
  });

  it('is cleared with the cart', () => {
    writeStoredCart([cartItem('a')], storage);
    writeStoredPaymentIntent({ paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret' }, storage);
    clearStoredCart(storage);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(readStoredPaymentIntent(storage)).toEqual({ paymentIntentId: null, clientSecret: null });
  });
});
