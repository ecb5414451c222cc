import { describe, expect, it } from 'vitest';
import type { ShippingOption } from '@giftfront/domain/branding';
import { cartItem } from '@/entities/cart/test-cart-items';
import {
  checkoutRules,
  isAvailableFor,
  physicalOptions,
  selectedShippingOption,
  shippingApplies,
  shippingOptionDescription,
} from './delivery-rules';

const option = (overrides: Partial<ShippingOption>): ShippingOption => ({
  id: 'post',
  name: 'Post',
  price: 4.95,
  deliveryMethod: 'Postal',
  ...overrides,
});
const settings = {
  shippingOptions: [
    option({ id: 'email', deliveryMethod: 'Email', price: 0 }),
    option({}),
    option({ id: 'collect', deliveryMethod: 'Collection' }),
  ],
};
const plain = cartItem('a');
const shippable = { ...plain, product: { ...plain.product, isShippingEnabled: true } };

describe('shipping', () => {
  it('applies when an item can be shipped and the store has postal or collection options', () => {
    expect(shippingApplies([cartItem('b'), shippable], settings)).toBe(true);
  });

  it('does not apply to a cart of digital-only items', () => {
    expect(shippingApplies([cartItem('b')], settings)).toBe(false);
  });

  it('does not apply when the store only delivers by email', () => {
    expect(shippingApplies([shippable], { shippingOptions: [option({ deliveryMethod: 'Email' })] })).toBe(false);
  });

  it('lists postal and collection options, not email ones', () => {
    expect(physicalOptions(settings).map((o) => o.id)).toEqual(['post', 'collect']);
  });
});

describe('shippingOptionDescription', () => {
  it("uses the option's own description", () => {
    expect(shippingOptionDescription(option({ description: 'Next day' }))).toBe('Next day');
  });

  it('falls back to the product §9 default of its delivery method', () => {
    expect(shippingOptionDescription(option({ description: null }))).toBe(
      'Estimated 3-5 business days - delays may apply',
    );
    expect(shippingOptionDescription(option({ deliveryMethod: 'Email', description: '' }))).toBe('Instant Delivery');
    expect(shippingOptionDescription(option({ deliveryMethod: 'Pickup' }))).toBe('Collection available');
  });
});

describe('isAvailableFor', () => {
  const ukOnly = option({ showForCountryCodes: ['GB'] });
  it('limits an option to its countries', () => {
    expect(isAvailableFor(ukOnly, 'GB')).toBe(true);
    expect(isAvailableFor(ukOnly, 'fr')).toBe(false);
  });

  it('offers every option before a country is chosen, and unlimited ones everywhere', () => {
    expect(isAvailableFor(ukOnly, '')).toBe(true);
    expect(isAvailableFor(option({}), 'FR')).toBe(true);
  });
});

describe('the delivery choice', () => {
  it("is 'digital' by default and whenever shipping does not apply", () => {
    expect(selectedShippingOption({ applies: true, mode: 'digital', shippingOptionId: 'post' })).toBe('digital');
    expect(selectedShippingOption({ applies: false, mode: 'physical', shippingOptionId: 'post' })).toBe('digital');
  });

  it('is the chosen option, or null before one is chosen', () => {
    expect(selectedShippingOption({ applies: true, mode: 'physical', shippingOptionId: 'post' })).toBe('post');
    expect(selectedShippingOption({ applies: true, mode: 'physical', shippingOptionId: null })).toBeNull();
  });

  it('asks for an address and an option only for physical delivery', () => {
    expect(checkoutRules({ applies: true, mode: 'digital', shippingOptionId: null })).toEqual({
      requiresAddress: false,
      missingDeliveryOption: false,
    });
    expect(checkoutRules({ applies: true, mode: 'physical', shippingOptionId: null })).toEqual({
      requiresAddress: true,
      missingDeliveryOption: true,
    });
    expect(checkoutRules({ applies: true, mode: 'physical', shippingOptionId: 'post' })).toEqual({
      requiresAddress: true,
      missingDeliveryOption: false,
    });
  });
});
