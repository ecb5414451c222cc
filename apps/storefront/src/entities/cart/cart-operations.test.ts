import { describe, expect, it } from 'vitest';
import {
  addItem,
  addSeveral,
  cartFromItems,
  changeQuantity,
  clearAll,
  clearGiftDetails,
  removeItem,
  replaceOneBySeveral,
  setGiftDetails,
} from './cart-operations';
import { cartItem, giftDetails, newCartItem } from './test-cart-items';

const sequence = (prefix = 'id') => {
  let n = 0;
  return () => `${prefix}-${++n}`;
};

describe('addItem', () => {
  it('gives the new line a generated unique id', () => {
    const first = addItem([], newCartItem());
    const second = addItem(first.items, newCartItem({ price: 5000, denominationId: 'd-50' }));
    expect(first.item.id).toMatch(/\S{8,}/);
    expect(second.item.id).not.toBe(first.item.id);
    expect(second.items.map((item) => item.id)).toEqual([first.item.id, second.item.id]);
  });

  it("rejects an item without a product id with 'Product ID is required'", () => {
    const item = newCartItem();
    expect(() => addItem([], { ...item, product: { ...item.product, id: '' } })).toThrow('Product ID is required');
  });

  it('rejects an item the stored-cart reader would refuse, such as a zero price', () => {
    expect(() => addItem([], newCartItem({ price: 0 }))).toThrow(/Invalid cart item/);
  });

  it('raises the quantity of the same plain card instead of adding a twin line', () => {
    const first = addItem([], newCartItem({ quantity: 2 }), sequence());
    const again = addItem(first.items, newCartItem({ quantity: 3 }), sequence('other'));
    expect(again.items).toHaveLength(1);
    expect(again.item).toMatchObject({ id: first.item.id, quantity: 5 });
  });

  it('keeps a different amount, design or custom price on its own line', () => {
    let items = addItem([], newCartItem()).items;
    items = addItem(items, newCartItem({ price: 5000, denominationId: 'd-50' })).items;
    items = addItem(items, {
      ...newCartItem(),
      options: { ...newCartItem().options, theme: { id: 't2', name: 'Stars', src: '/s.png', alt: '' } },
    }).items;
    items = addItem(items, newCartItem({ price: 3000, denominationId: 'custom' })).items;
    items = addItem(items, newCartItem({ price: 3500, denominationId: 'custom' })).items;
    expect(items).toHaveLength(5);
  });

  it('never merges a gift with details', () => {
    const gift = { ...newCartItem(), options: { ...newCartItem().options, giftDetails: giftDetails() } };
    const items = addItem(addItem([], gift).items, gift).items;
    expect(items).toHaveLength(2);
    expect(items.every((item) => item.quantity === 1)).toBe(true);
  });

  it('keeps an id the item brings when it is free, and replaces it when taken', () => {
    const kept = addItem([], {
      ...newCartItem(),
      id: 'abc-r1',
      options: { ...newCartItem().options, giftDetails: giftDetails() },
    });
    const clash = addItem(
      kept.items,
      { ...newCartItem(), id: 'abc-r1', options: { ...newCartItem().options, giftDetails: giftDetails() } },
      sequence(),
    );
    expect(kept.item.id).toBe('abc-r1');
    expect(clash.item.id).toBe('id-1');
  });

  it('raises a quantity below 1 to 1', () => {
    expect(addItem([], newCartItem({ quantity: 0 })).item.quantity).toBe(1);
  });
});

describe('addSeveral', () => {
  it('adds every item and returns the lines added, in order', () => {
    const result = addSeveral(
      [cartItem('a')],
      [newCartItem({ price: 1000, denominationId: 'd-10' }), newCartItem({ price: 2000, denominationId: 'd-20' })],
      sequence(),
    );
    expect(result.items.map((item) => item.id)).toEqual(['a', 'id-1', 'id-2']);
    expect(result.added.map((item) => item.options.denomination.price)).toEqual([1000, 2000]);
  });
});

describe('replaceOneBySeveral', () => {
  it('puts the new lines where the old one was', () => {
    const items = [cartItem('a'), cartItem('b', { quantity: 2 }), cartItem('c')];
    const gifts = ['r1', 'r2'].map((suffix) => ({
      ...newCartItem(),
      id: `b-${suffix}`,
      options: { ...newCartItem().options, giftDetails: giftDetails() },
    }));
    expect(replaceOneBySeveral(items, 'b', gifts).map((item) => item.id)).toEqual(['a', 'b-r1', 'b-r2', 'c']);
  });

  it('changes nothing when the line is no longer in the cart', () => {
    const items = [cartItem('a')];
    expect(replaceOneBySeveral(items, 'gone', [newCartItem()])).toEqual(items);
  });

  it("requires an item id with 'Cart item ID is required'", () => {
    expect(() => replaceOneBySeveral([cartItem('a')], '', [newCartItem()])).toThrow('Cart item ID is required');
  });
});

describe('removeItem', () => {
  it('removes the line with that id only', () => {
    expect(removeItem([cartItem('a'), cartItem('b')], 'a').map((item) => item.id)).toEqual(['b']);
  });

  it("requires an item id with 'Cart item ID is required'", () => {
    expect(() => removeItem([cartItem('a')], '')).toThrow('Cart item ID is required');
  });
});

describe('changeQuantity', () => {
  it('sets the quantity of that line', () => {
    const items = changeQuantity([cartItem('a'), cartItem('b')], 'b', 7);
    expect(items.map((item) => item.quantity)).toEqual([1, 7]);
  });

  it('never goes below 1', () => {
    expect(changeQuantity([cartItem('a', { quantity: 3 })], 'a', 0)[0]?.quantity).toBe(1);
    expect(changeQuantity([cartItem('a', { quantity: 3 })], 'a', -4)[0]?.quantity).toBe(1);
  });

  it('has no maximum', () => {
    expect(changeQuantity([cartItem('a')], 'a', 10_000)[0]?.quantity).toBe(10_000);
  });

  it("requires an item id with 'Cart item ID is required'", () => {
    expect(() => changeQuantity([cartItem('a')], '', 2)).toThrow('Cart item ID is required');
  });
});

describe('gift details', () => {
  it('sets gift details on one line', () => {
    const items = setGiftDetails([cartItem('a'), cartItem('b')], 'a', giftDetails({ recipientName: 'Grace' }));
    expect(items[0]?.options.giftDetails?.recipientName).toBe('Grace');
    expect(items[1]?.options.giftDetails).toBeUndefined();
  });

  it('clears gift details from one line', () => {
    const items = clearGiftDetails(setGiftDetails([cartItem('a')], 'a', giftDetails()), 'a');
    expect(items[0]?.options.giftDetails).toBeNull();
  });
});

describe('clearAll', () => {
  it('empties the cart', () => {
    expect(clearAll()).toEqual([]);
  });
});

describe('cartFromItems', () => {
  it('totals price × quantity in integer minor units', () => {
    const cart = cartFromItems([cartItem('a', { price: 10 }), cartItem('b', { price: 20, denominationId: 'd-2' })]);
    expect(cart.total).toBe(30);
  });

  it('multiplies each price by its quantity and counts units', () => {
    const cart = cartFromItems([
      cartItem('a', { price: 1999, quantity: 3 }),
      cartItem('b', { price: 500, quantity: 2 }),
    ]);
    expect(cart.total).toBe(6997);
    expect(cart.count).toBe(5);
  });

  it('is zero for an empty cart', () => {
    expect(cartFromItems([])).toEqual({ items: [], total: 0, count: 0 });
  });
});
