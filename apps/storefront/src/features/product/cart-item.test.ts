import { minorUnits } from '@giftfront/domain/money';
import { describe, expect, it } from 'vitest';
import { cartItemSchema, isCustomDenominationId } from '@giftfront/domain/cart';
import type { Product } from '@giftfront/domain/product';
import { basePriceDenomination, buildCartItem, customDenomination } from './cart-item';

const product: Product = {
  id: '7b0c3a8e-1111-4c3b-9d7e-000000000001',
  slug: 'classic',
  name: 'Classic Gift Card',
  type: 'GiftCard',
  description: '<p>Nice</p>',
  details: '',
  terms: '',
  imageSrc: '/uploads/s/classic.svg',
  imageAlt: 'Classic card',
  images: [
    { id: 'blue', name: 'Blue', alt: 'Blue design', src: '/uploads/s/blue.svg' },
    { id: 'gold', name: 'Gold', alt: 'Gold design', src: '/uploads/s/gold.svg' },
  ],
  price: null,
  denominations: [{ id: 'd25', price: minorUnits(2500), label: '$25' }],
  showQuantityLimit: false,
  quantityLimit: null,
  quantitySold: 0,
  hideCustomGiftCardAmounts: false,
  isShippingEnabled: true,
  taxClassId: null,
};

describe('cart item from a product page', () => {
  it('carries the product subset, quantity, chosen design and denomination', () => {
    const item = buildCartItem(product, {
      denomination: product.denominations[0]!,
      quantity: 3,
      design: product.images[1]!,
    });
    expect(item).toEqual({
      product: {
        id: product.id,
        slug: 'classic',
        name: 'Classic Gift Card',
        type: 'GiftCard',
        imageSrc: '/uploads/s/classic.svg',
        imageAlt: 'Classic card',
        isShippingEnabled: true,
        taxClassId: null,
      },
      quantity: 3,
      imageUrl: '/uploads/s/gold.svg',
      options: {
        denomination: { id: 'd25', price: 2500, label: '$25' },
        packageOption: null,
        theme: { id: 'gold', name: 'Gold', src: '/uploads/s/gold.svg', alt: 'Gold design' },
        giftDetails: null,
      },
    });
  });

  it("carries the product's tax class, so the checkout prices its tax", () => {
    const item = buildCartItem(
      { ...product, taxClassId: 'sales-tax' },
      { denomination: product.denominations[0]!, quantity: 1, design: null },
    );
    expect(item.product.taxClassId).toBe('sales-tax');
  });

  it('uses the product image without a design', () => {
    const item = buildCartItem(product, { denomination: product.denominations[0]!, quantity: 1, design: null });
    expect(item.imageUrl).toBe('/uploads/s/classic.svg');
    expect(item.options.theme).toBeNull();
  });

  it('makes a custom amount a custom denomination the cart recognises, named by its amount', () => {
    const denomination = customDenomination(42.5, 4250, '$42.50');
    expect(denomination).toEqual({ id: 'custom-42.5', price: 4250, label: '$42.50', isCustom: true });
    expect(isCustomDenominationId(denomination.id)).toBe(true);
  });

  it('is a valid cart item once the cart gives it an id', () => {
    const item = buildCartItem(product, {
      denomination: customDenomination(10, 1000, '$10.00'),
      quantity: 1,
      design: null,
    });
    expect(cartItemSchema.safeParse({ ...item, id: 'line-1' }).success).toBe(true);
  });

  it('sells a product without denominations at its price, and not at all without one', () => {
    expect(basePriceDenomination({ price: minorUnits(8000) }, '$80.00')).toEqual({
      id: 'price',
      price: 8000,
      label: '$80.00',
    });
    expect(basePriceDenomination({ price: null }, '')).toBeNull();
  });
});
