import { minorUnits } from '@giftfront/domain/money';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@giftfront/domain/product';
import { storePriceFormatter } from '@/lib/money-format';
import { CUSTOM_CHOICE, usePurchaseOptions } from './use-purchase-options';

afterEach(cleanup);

function giftCard(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    slug: 'classic',
    name: 'Classic',
    type: 'GiftCard',
    description: '',
    details: '',
    terms: '',
    imageSrc: '/classic.svg',
    imageAlt: 'Classic',
    images: [],
    price: null,
    denominations: [
      { id: 'd25', price: minorUnits(2500), label: '$25' },
      { id: 'd50', price: minorUnits(5000), label: '$50' },
    ],
    showQuantityLimit: false,
    quantityLimit: null,
    quantitySold: 0,
    hideCustomGiftCardAmounts: false,
    isShippingEnabled: false,
    taxClassId: null,
    ...overrides,
  };
}

const config = { allowCustom: true, currencyCode: 'USD', maxCustomAmount: 200_000, format: storePriceFormatter('USD') };
const render = (product: Product, overrides: Partial<typeof config> = {}) =>
  renderHook(() => usePurchaseOptions(product, { ...config, ...overrides })).result;

describe('purchase options', () => {
  it('preselects the first denomination', () => {
    const result = render(giftCard());
    expect(result.current.choice).toBe('d25');
    expect(result.current.cartItem()?.options.denomination.id).toBe('d25');
  });

  it('cannot buy a custom amount that is empty or 0', () => {
    const result = render(giftCard());
    act(() => result.current.setChoice(CUSTOM_CHOICE));
    expect(result.current.canBuy).toBe(false);
    act(() => result.current.setCustomText('0'));
    expect(result.current.canBuy).toBe(false);
    expect(result.current.cartItem()).toBeNull();
  });

  it('buys a typed custom amount as a custom denomination named by its amount', () => {
    const result = render(giftCard());
    act(() => result.current.setChoice(CUSTOM_CHOICE));
    act(() => result.current.setCustomText('$75.5x'));
    expect(result.current.customText).toBe('75.5');
    expect(result.current.cartItem()?.options.denomination).toEqual({
      id: 'custom-75.5',
      price: 7550,
      label: '$75.50',
      isCustom: true,
    });
  });

  it('refuses a custom amount above the most a card may hold', () => {
    const result = render(giftCard(), { maxCustomAmount: 50_000 });
    act(() => result.current.setChoice(CUSTOM_CHOICE));
    act(() => result.current.setCustomText('500.01'));
    expect(result.current.customTooHigh).toBe(true);
    expect(result.current.canBuy).toBe(false);
  });

  it('refuses a custom amount under the least a card may hold (1), as the server does', () => {
    const result = render(giftCard());
    act(() => result.current.setChoice(CUSTOM_CHOICE));
    act(() => result.current.setCustomText('0.99'));
    expect(result.current.customTooLow).toBe(true);
    expect(result.current.cartItem()).toBeNull();
    act(() => result.current.setCustomText('1'));
    expect(result.current.customTooLow).toBe(false);
    expect(result.current.cartItem()?.options.denomination.price).toBe(100);
  });

  it('starts on Custom when there are no denominations and no price', () => {
    expect(render(giftCard({ denominations: [] })).current.isCustom).toBe(true);
  });

  it('offers the price of a product without denominations as its amount, preselected beside Custom', () => {
    const result = render(giftCard({ denominations: [], price: minorUnits(4000) }));
    expect(result.current.choices).toEqual([{ id: 'price', price: 4000, label: '$40.00' }]);
    expect(result.current.isCustom).toBe(false);
    expect(result.current.canBuy).toBe(true);
    expect(result.current.cartItem()?.options.denomination).toEqual({ id: 'price', price: 4000, label: '$40.00' });
    act(() => result.current.setChoice(CUSTOM_CHOICE));
    expect(result.current.isCustom).toBe(true);
  });

  it('cannot buy a sold-out product', () => {
    const result = render(giftCard({ showQuantityLimit: true, quantityLimit: 10, quantitySold: 10 }));
    expect(result.current.soldOut).toBe(true);
    expect(result.current.canBuy).toBe(false);
  });

  it('never offers more units than are left, badge shown or not', () => {
    const result = render(giftCard({ showQuantityLimit: false, quantityLimit: 10, quantitySold: 7 }));
    expect(result.current.maxQuantity).toBe(3);
    act(() => result.current.setQuantity(5));
    expect(result.current.quantity).toBe(3);
    expect(result.current.cartItem()?.quantity).toBe(3);
    expect(render(giftCard()).current.maxQuantity).toBe(Infinity);
  });

  it('totals the unit price times the quantity in minor units', () => {
    const result = render(giftCard({ denominations: [{ id: 'd', price: minorUnits(10), label: '10c' }] }));
    act(() => result.current.setQuantity(3));
    expect(result.current.total).toBe(30);
  });

  it("takes a typed custom amount in the currency's own minor units", () => {
    const result = render(giftCard(), { currencyCode: 'JPY', format: storePriceFormatter('JPY') });
    act(() => result.current.setChoice(CUSTOM_CHOICE));
    act(() => result.current.setCustomText('1500'));
    expect(result.current.cartItem()?.options.denomination).toMatchObject({ id: 'custom-1500', price: 1500 });
  });

  it('starts on the first design and follows the chosen one', () => {
    const images = [
      { id: 'a', name: 'A', alt: 'A', src: '/a.svg' },
      { id: 'b', name: 'B', alt: 'B', src: '/b.svg' },
    ];
    const result = render(giftCard({ images }));
    expect(result.current.design?.id).toBe('a');
    act(() => result.current.setDesignId('b'));
    expect(result.current.cartItem()?.options.theme?.id).toBe('b');
  });
});
