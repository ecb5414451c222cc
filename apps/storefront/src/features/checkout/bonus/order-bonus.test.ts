import { describe, expect, it } from 'vitest';
import { cartItem } from '@/entities/cart/test-cart-items';
import { orderBonus } from './order-bonus';

const rule = {
  id: 'r1',
  name: 'Buy 50, get 10',
  minimumOrder: 5000,
  bonusType: 'amount' as const,
  amount: 1000,
  startsOn: '2026-11-01',
  endsOn: '2026-12-31',
  validMonths: 3,
};

describe('the bonus the checkout shows', () => {
  it('counts the money gift cards in the cart against the rule, as the server does', () => {
    expect(orderBonus([rule], [cartItem('a', { price: 2500 })])).toBeNull();
    expect(orderBonus([rule], [cartItem('a', { price: 2500 }), cartItem('b', { price: 2500 })])).toEqual({
      bonusMinor: 1000,
      validMonths: 3,
    });
  });

  it('takes the rule that gives the most', () => {
    const percent = { ...rule, id: 'r2', bonusType: 'percent' as const, amount: 25, validMonths: 6 };
    expect(orderBonus([rule, percent], [cartItem('a', { price: 10000 })])).toEqual({
      bonusMinor: 2500,
      validMonths: 6,
    });
  });
});
