import { minorUnits } from '@giftfront/domain/money';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@giftfront/domain/cart';
import type { CatalogueRules } from './cart-changes';
import { reconcileCart } from './reconcile-cart';
import { cartItem, giftDetails, liveProduct } from './test-cart-items';

// Amounts in cents, as the storefront keeps them.
const USD: CatalogueRules = { currencyCode: 'USD', hideCustomGiftCardAmounts: false, maxGiftCardBalance: 200_000 };
const snapshot = (overrides: Partial<CartItem['product']>) => ({ ...cartItem('x').product, ...overrides });
const custom = (id: string, dollars: number) =>
  cartItem(id, { denominationId: `custom-${dollars}`, price: Math.round(dollars * 100) });
const design = (id: string, name: string) => ({ id, name, src: `/uploads/${id}.png`, alt: name });
const withDesign = (item: CartItem, theme: ReturnType<typeof design>): CartItem => ({
  ...item,
  imageUrl: theme.src,
  options: { ...item.options, theme },
});

describe('reconcileCart: nothing to do', () => {
  it('returns the very same array and no changes when every line matches the catalogue', () => {
    const items = [cartItem('a'), cartItem('b', { quantity: 3 }), custom('c', 42.5)];
    const result = reconcileCart(items, [liveProduct()], USD);
    expect(result.items).toBe(items);
    expect(result.changes).toEqual([]);
  });

  it('returns an empty cart as it is', () => {
    const items: CartItem[] = [];
    expect(reconcileCart(items, [], USD).items).toBe(items);
  });
});

describe('reconcileCart: the product snapshot', () => {
  it('refreshes name, slug, type, image, tax class and shipping silently, keeping id, quantity and gift details', () => {
    const gift = giftDetails();
    const stored = { ...cartItem('line-1', { quantity: 2 }), options: { ...cartItem('x').options, giftDetails: gift } };
    const live = liveProduct({
      name: 'Classic Card',
      slug: 'classic-card',
      imageSrc: '/uploads/new.png',
      imageAlt: 'New',
      taxClassId: 'standard',
      isShippingEnabled: true,
    });
    const { items, changes } = reconcileCart([stored], [live], USD);
    expect(changes).toEqual([]);
    expect(items[0]).toEqual({
      ...stored,
      product: {
        id: 'p-1',
        slug: 'classic-card',
        name: 'Classic Card',
        type: 'GiftCard',
        imageSrc: '/uploads/new.png',
        imageAlt: 'New',
        isShippingEnabled: true,
        taxClassId: 'standard',
      },
      imageUrl: '/uploads/new.png',
    });
    expect(items[0]!.options.giftDetails).toBe(gift);
  });

  it('gives an old stored line without a tax class the product’s class', () => {
    const { items } = reconcileCart([cartItem('a')], [liveProduct({ taxClassId: 'vat-20' })], USD);
    expect(items[0]!.product.taxClassId).toBe('vat-20');
  });

  it('keeps unchanged lines as the same objects beside a changed one', () => {
    const other = cartItem('b', { denominationId: 'd-50', price: 5000 });
    const live = liveProduct({
      denominations: [
        { id: 'd-25', price: minorUnits(3000), label: '$30' },
        { id: 'd-50', price: minorUnits(5000), label: '$50' },
      ],
    });
    const { items } = reconcileCart([cartItem('a'), other], [live], USD);
    expect(items[1]).toBe(other);
  });
});

describe('reconcileCart: prices', () => {
  it('updates a denomination’s price and label, matched by id, and reports it in minor units', () => {
    const live = liveProduct({
      name: 'Spa Day for Two',
      denominations: [{ id: 'd-25', price: minorUnits(2750), label: '$27.50' }],
    });
    const { items, changes } = reconcileCart([cartItem('a', { quantity: 2 })], [live], USD);
    expect(items[0]!.options.denomination).toEqual({ id: 'd-25', price: 2750, label: '$27.50' });
    expect(items[0]!.quantity).toBe(2);
    expect(changes).toEqual([
      {
        kind: 'price-changed',
        itemId: 'a',
        productName: 'Spa Day for Two',
        optionLabel: '$27.50',
        fromMinor: 2500,
        toMinor: 2750,
      },
    ]);
  });

  it('counts minor units in the store’s currency (JPY has none)', () => {
    const stored = cartItem('a', { price: 500 });
    const live = liveProduct({ denominations: [{ id: 'd-25', price: minorUnits(600), label: '¥600' }] });
    const { changes } = reconcileCart([stored], [live], { ...USD, currencyCode: 'JPY' });
    expect(changes).toMatchObject([{ kind: 'price-changed', fromMinor: 500, toMinor: 600 }]);
  });

  it('prices a product sold at one price at its new price, labelled with it', () => {
    const stored = cartItem('a', { denominationId: 'price', price: 3500 });
    const { items, changes } = reconcileCart(
      [stored],
      [liveProduct({ denominations: [], price: minorUnits(4000) })],
      USD,
    );
    expect(items[0]!.options.denomination).toEqual({ id: 'price', price: 4000, label: '$40.00' });
    expect(changes).toMatchObject([{ kind: 'price-changed', fromMinor: 3500, toMinor: 4000 }]);
  });

  it('keeps a product sold at the same single price as it is', () => {
    const items = [cartItem('a', { denominationId: 'price', price: 3500 })];
    expect(reconcileCart(items, [liveProduct({ denominations: [], price: minorUnits(3500) })], USD).items).toBe(items);
  });
});

describe('reconcileCart: lines that can no longer be bought', () => {
  it('removes a line whose product is gone, naming it as stored', () => {
    const { items, changes } = reconcileCart(
      [cartItem('a'), cartItem('b', { product: snapshot({ id: 'p-2', name: 'Happy Birthday Gift Card' }) })],
      [liveProduct()],
      USD,
    );
    expect(items.map((item) => item.id)).toEqual(['a']);
    expect(changes).toEqual([{ kind: 'product-unavailable', itemId: 'b', productName: 'Happy Birthday Gift Card' }]);
  });

  it('removes a line whose denomination is gone', () => {
    const { items, changes } = reconcileCart(
      [cartItem('a')],
      [liveProduct({ denominations: [{ id: 'd-50', price: minorUnits(5000), label: '$50' }] })],
      USD,
    );
    expect(items).toEqual([]);
    expect(changes).toEqual([
      { kind: 'option-unavailable', itemId: 'a', productName: 'Classic gift card', optionLabel: '$25' },
    ]);
  });

  it('removes a single-price line once the product has denominations instead', () => {
    const { changes } = reconcileCart([cartItem('a', { denominationId: 'price', price: 3500 })], [liveProduct()], USD);
    expect(changes).toMatchObject([{ kind: 'option-unavailable', optionLabel: '$35' }]);
  });

  it('removes a line of a product without any price', () => {
    const { items } = reconcileCart(
      [cartItem('a', { denominationId: 'price', price: 3500 })],
      [liveProduct({ denominations: [], price: null })],
      USD,
    );
    expect(items).toEqual([]);
  });
});

describe('reconcileCart: custom amounts', () => {
  it('keeps a custom amount the store still allows, within its bounds', () => {
    const items = [custom('a', 1), custom('b', 2000)];
    expect(reconcileCart(items, [liveProduct()], USD).items).toBe(items);
  });

  it.each([
    ['the product hides them', liveProduct({ hideCustomGiftCardAmounts: true }), USD],
    ['the store hides them', liveProduct(), { ...USD, hideCustomGiftCardAmounts: true }],
    ['the product became a voucher', liveProduct({ type: 'Voucher' }), USD],
  ])('removes a custom amount when %s', (_, product, rules) => {
    const { items, changes } = reconcileCart([custom('a', 40)], [product], rules);
    expect(items).toEqual([]);
    expect(changes).toEqual([{ kind: 'custom-amount-unavailable', itemId: 'a', productName: 'Classic gift card' }]);
  });

  it('removes a custom amount above the store’s maximum balance, in minor units', () => {
    const { items, changes } = reconcileCart([custom('a', 150.01)], [liveProduct()], {
      ...USD,
      maxGiftCardBalance: 15_000,
    });
    expect(items).toEqual([]);
    expect(changes).toEqual([
      {
        kind: 'custom-amount-out-of-range',
        itemId: 'a',
        productName: 'Classic gift card',
        amountMinor: 15001,
        minMinor: 100,
        maxMinor: 15000,
      },
    ]);
  });

  it('removes a custom amount below the minimum of 1', () => {
    const { changes } = reconcileCart([custom('a', 0.99)], [liveProduct()], USD);
    expect(changes).toMatchObject([{ kind: 'custom-amount-out-of-range', amountMinor: 99, minMinor: 100 }]);
  });
});

describe('reconcileCart: quantity limits', () => {
  const limited = (quantityLimit: number | null, quantitySold: number) => liveProduct({ quantityLimit, quantitySold });

  it('lowers a quantity to what is left, whether or not the store shows the badge', () => {
    const { items, changes } = reconcileCart([cartItem('a', { quantity: 5 })], [limited(10, 7)], USD);
    expect(items[0]!.quantity).toBe(3);
    expect(changes).toEqual([
      { kind: 'quantity-lowered', itemId: 'a', productName: 'Classic gift card', left: 3, from: 5, to: 3 },
    ]);
  });

  it('removes the lines of a sold-out product', () => {
    const { items, changes } = reconcileCart(
      [cartItem('a'), cartItem('b', { denominationId: 'custom-30', price: 3000 })],
      [limited(10, 10)],
      USD,
    );
    expect(items).toEqual([]);
    expect(changes.map((change) => [change.kind, change.itemId])).toEqual([
      ['sold-out', 'a'],
      ['sold-out', 'b'],
    ]);
  });

  it('counts what is left over all lines of the product, in cart order', () => {
    const lines = [cartItem('a', { quantity: 2 }), cartItem('b', { quantity: 2 }), cartItem('c', { quantity: 1 })];
    const { items, changes } = reconcileCart(lines, [limited(5, 2)], USD);
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(changes).toMatchObject([
      { kind: 'quantity-lowered', itemId: 'b', left: 3, from: 2, to: 1 },
      { kind: 'quantity-lowered', itemId: 'c', left: 3, from: 1, to: 0 },
    ]);
  });

  it('leaves quantities alone when there is no limit or enough left', () => {
    const items = [cartItem('a', { quantity: 40 })];
    expect(reconcileCart(items, [limited(null, 0)], USD).items).toBe(items);
    expect(reconcileCart(items, [limited(0, 9)], USD).items).toBe(items);
    expect(reconcileCart(items, [limited(50, 10)], USD).items).toBe(items);
  });
});

describe('reconcileCart: designs', () => {
  it('refreshes a chosen design that still exists, and the line’s picture with it', () => {
    const stored = withDesign(cartItem('a'), design('balloons', 'Balloons'));
    const moved = { ...design('balloons', 'Party balloons'), src: '/uploads/balloons-2.png' };
    const { items, changes } = reconcileCart([stored], [liveProduct({ images: [moved] })], USD);
    expect(items[0]!.options.theme).toEqual(moved);
    expect(items[0]!.imageUrl).toBe('/uploads/balloons-2.png');
    expect(changes).toEqual([]);
  });

  it('falls back to the product’s picture when the chosen gift card design is gone, and says so', () => {
    const stored = withDesign(cartItem('a'), design('balloons', 'Balloons'));
    const { items, changes } = reconcileCart([stored], [liveProduct({ images: [design('stars', 'Stars')] })], USD);
    expect(items[0]!.options.theme).toBeNull();
    expect(items[0]!.imageUrl).toBe('/uploads/classic.png');
    expect(changes).toEqual([
      { kind: 'design-unavailable', itemId: 'a', productName: 'Classic gift card', designName: 'Balloons' },
    ]);
  });

  it('changes a voucher’s picture silently: its design was never the shopper’s choice', () => {
    const stored = withDesign(cartItem('a', { product: snapshot({ type: 'Voucher' }) }), design('old', 'Old'));
    const { items, changes } = reconcileCart([stored], [liveProduct({ type: 'Voucher' })], USD);
    expect(items[0]!.imageUrl).toBe('/uploads/classic.png');
    expect(changes).toEqual([]);
  });
});
