import { describe, expect, it } from 'vitest';
import { cartItemSchema } from './cart.ts';

const line = {
  id: 'line-1',
  product: {
    id: 'p-1',
    slug: 'classic',
    name: 'Classic',
    type: 'GiftCard',
    imageSrc: null,
    imageAlt: '',
    isShippingEnabled: false,
  },
  quantity: 1,
  imageUrl: '',
  options: { denomination: { id: 'd25', price: 25, label: '$25' } },
};

describe('cart item product', () => {
  it("keeps the product's tax class", () => {
    const parsed = cartItemSchema.parse({ ...line, product: { ...line.product, taxClassId: 'sales-tax' } });
    expect(parsed.product.taxClassId).toBe('sales-tax');
  });

  it('reads a cart stored before tax classes were kept as untaxed', () => {
    expect(cartItemSchema.parse(line).product.taxClassId).toBeNull();
  });
});
