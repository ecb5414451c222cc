import { describe, expect, it } from 'vitest';
import { quantityCapText, quantityCaps } from './quantity-caps';
import { cartItem, liveProduct } from './test-cart-items';

describe('quantityCaps', () => {
  it('gives each line of a limited product what is left less its other lines, whether or not the badge shows', () => {
    const caps = quantityCaps(
      [cartItem('a', { quantity: 2 }), cartItem('b', { quantity: 3 })],
      [liveProduct({ quantityLimit: 10, quantitySold: 4 })],
    );
    expect(caps.get('a')).toEqual({ max: 3, left: 6, elsewhere: 3 });
    expect(caps.get('b')).toEqual({ max: 4, left: 6, elsewhere: 2 });
  });

  it('never goes below 0, and leaves unlimited or unknown products uncapped', () => {
    const other = cartItem('c', { product: { ...cartItem('x').product, id: 'p-2' } });
    const caps = quantityCaps(
      [cartItem('a', { quantity: 5 }), cartItem('b'), other],
      [liveProduct({ quantityLimit: 3, quantitySold: 0 }), liveProduct({ id: 'p-2' })],
    );
    expect(caps.get('b')?.max).toBe(0);
    expect(caps.has('c')).toBe(false);
    expect(quantityCaps([cartItem('a')], []).size).toBe(0);
  });
});

describe('quantityCapText', () => {
  it('says how many are left, counting the rest of the cart, or that none are', () => {
    expect(quantityCapText({ max: 3, left: 3, elsewhere: 0 })).toBe('Only 3 left');
    expect(quantityCapText({ max: 2, left: 5, elsewhere: 3 })).toBe('Only 5 left, 3 of them elsewhere in your cart');
    expect(quantityCapText({ max: 0, left: 0, elsewhere: 0 })).toBe('Sold out');
  });
});
