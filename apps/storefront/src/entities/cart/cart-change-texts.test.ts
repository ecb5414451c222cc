import { describe, expect, it } from 'vitest';
import type { CartChange } from '@giftfront/domain/cart-changes';
import { describeCartChange, describeCartChanges } from './cart-change-texts';

const line = { itemId: 'a', productName: 'Spa Day for Two' };

describe('describeCartChange', () => {
  it.each<[CartChange, string]>([
    [
      { ...line, kind: 'price-changed', optionLabel: 'Full day', fromMinor: 18000, toMinor: 19000 },
      'The price of Spa Day for Two changed from $180.00 to $190.00.',
    ],
    [
      { ...line, kind: 'product-unavailable' },
      'Spa Day for Two is no longer available and was removed from your cart.',
    ],
    [
      { ...line, kind: 'option-unavailable', optionLabel: 'Half day' },
      'The option "Half day" of Spa Day for Two is no longer available and was removed from your cart.',
    ],
    [
      { ...line, kind: 'custom-amount-unavailable' },
      'Custom amounts are no longer available for Spa Day for Two, so it was removed from your cart.',
    ],
    [
      { ...line, kind: 'custom-amount-out-of-range', amountMinor: 250000, minMinor: 100, maxMinor: 200000 },
      'Custom amounts for Spa Day for Two must be between $1.00 and $2,000.00, so your $2,500.00 gift card was removed from your cart.',
    ],
    [{ ...line, kind: 'sold-out' }, 'Spa Day for Two is sold out and was removed from your cart.'],
    [
      { ...line, kind: 'quantity-lowered', left: 3, from: 5, to: 3 },
      'Only 3 of Spa Day for Two are left, so the quantity was lowered from 5 to 3.',
    ],
    [
      { ...line, kind: 'quantity-lowered', left: 1, from: 1, to: 0 },
      'Only 1 of Spa Day for Two is left, so the extra one was removed from your cart.',
    ],
    [
      { ...line, kind: 'quantity-lowered', left: 2, from: 4, to: 0 },
      'Only 2 of Spa Day for Two are left, so the extra 4 were removed from your cart.',
    ],
    [
      { ...line, kind: 'design-unavailable', designName: 'Balloons' },
      'The design "Balloons" of Spa Day for Two is no longer available, so your card will use the standard design.',
    ],
  ])('words %j', (change, text) => {
    expect(describeCartChange(change, 'USD')).toBe(text);
  });

  it("formats amounts in the store's currency", () => {
    expect(
      describeCartChange({ ...line, kind: 'price-changed', optionLabel: '', fromMinor: 4000, toMinor: 4500 }, 'EUR'),
    ).toBe('The price of Spa Day for Two changed from €40.00 to €45.00.');
  });
});

describe('describeCartChanges', () => {
  it('says the same thing once, in order', () => {
    const changes: CartChange[] = [
      { ...line, kind: 'sold-out' },
      { itemId: 'b', productName: 'Dinner', kind: 'product-unavailable' },
      { ...line, itemId: 'c', kind: 'sold-out' },
    ];
    expect(describeCartChanges(changes, 'USD')).toEqual([
      'Spa Day for Two is sold out and was removed from your cart.',
      'Dinner is no longer available and was removed from your cart.',
    ]);
  });
});
