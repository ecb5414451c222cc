import { describe, expect, it } from 'vitest';
import { emptyProductForm } from './product-form-values';
import { shopperPriceText } from './shopper-price-text';

const voucher = { ...emptyProductForm(), type: 'Voucher' as const };
const amount = (price: number) => ({ id: `d${price}`, price, label: `$${price}` });

describe('what the editor says a shopper pays', () => {
  it('names the amounts, not the single price, when a product has both (the storefront ignores the price)', () => {
    expect(shopperPriceText({ ...voucher, price: 80, denominations: [amount(75)] }, 'USD', false)).toBe(
      'Shoppers pay $75.00.',
    );
  });

  it('names the single price when there are no amounts', () => {
    expect(shopperPriceText({ ...voucher, price: 80 }, 'USD', false)).toBe('Shoppers pay $80.00.');
  });

  it('lists every amount and adds their own amount on a gift card that allows it', () => {
    const card = { ...emptyProductForm(), denominations: [amount(25), amount(50), amount(100)] };
    expect(shopperPriceText(card, 'USD', false)).toBe(
      'Shoppers pay $25.00, $50.00 or $100.00, or an amount of their own.',
    );
    expect(shopperPriceText(card, 'USD', true)).toBe('Shoppers pay $25.00, $50.00 or $100.00.');
  });

  it('says when nothing can be bought yet', () => {
    expect(shopperPriceText(voucher, 'USD', false)).toBe('No price yet: add an amount or a single price.');
  });
});
