import type { StoreFileInput } from '@giftfront/domain/store-file';
import type { Database } from '../src/db/client.ts';
import { createStore } from './factories.ts';

/** A store with every checkout rule in play: fees, shipping, discount codes, limits and gift cards. */
export function checkoutStoreFile(overrides: Partial<StoreFileInput> = {}): Partial<StoreFileInput> {
  return {
    shouldChargeFees: true,
    fees: [
      { id: 'svc', name: 'Service fee', feeType: 'Percent', amount: 5 },
      { id: 'hdl', name: 'Handling', feeType: 'FIXED_AMOUNT', amount: 2 },
    ],
    shippingOptions: [
      { id: 'post', name: 'Royal Post', price: 4.95, deliveryMethod: 'Postal' },
      { id: 'post-uk', name: 'UK Post', price: 2.5, deliveryMethod: 'Postal', showForCountryCodes: ['GB'] },
    ],
    products: [
      {
        slug: 'classic',
        name: 'Classic Gift Card',
        type: 'GiftCard',
        imageSrc: '/uploads/test/classic.svg',
        imageAlt: 'A classic gift card',
        images: [{ id: 'gold', name: 'Gold', alt: 'A gold design', src: '/uploads/test/gold.svg' }],
        denominations: [
          { id: 'd25', price: 25, label: '$25' },
          { id: 'd50', price: 50, label: '$50' },
        ],
      },
      {
        slug: 'spa-day',
        name: 'Spa Day',
        type: 'Voucher',
        denominations: [{ id: 'v1', price: 80, label: 'One treatment' }],
      },
      {
        slug: 'limited',
        name: 'Limited Edition',
        type: 'GiftCard',
        showQuantityLimit: true,
        quantityLimit: 3,
        quantitySold: 2,
        hideCustomGiftCardAmounts: true,
        denominations: [{ id: 'l10', price: 10, label: '$10' }],
      },
      {
        slug: 'boxed',
        name: 'Boxed Gift Card',
        type: 'GiftCard',
        isShippingEnabled: true,
        denominations: [{ id: 'b40', price: 40, label: '$40' }],
      },
    ],
    discountCodes: [
      { code: 'TEN', discountType: 'PERCENT', amount: 10 },
      { code: 'FIVE', discountType: 'FixedAmount', amount: 5 },
      { code: 'BULK', discountType: 'PERCENT', amount: 20, minimumQuantity: 3 },
      { code: 'OLD', discountType: 'PERCENT', amount: 10, validUntil: '2020-01-01T00:00:00Z' },
      { code: 'OFF', discountType: 'PERCENT', amount: 10, status: 'Inactive' },
      { code: 'ONCE', discountType: 'FIXED_AMOUNT', amount: 1, usageLimit: 1 },
    ],
    giftCards: [
      { code: 'GIFT-0000-0000-2020', balance: 20, isoCurrencyCode: 'USD' },
      { code: 'GIFT-0000-0000-5000', balance: 500, isoCurrencyCode: 'USD' },
      { code: 'EURO-0000-0000-0001', balance: 20, isoCurrencyCode: 'EUR' },
      { code: 'GONE-0000-0000-0001', balance: 20, isoCurrencyCode: 'USD', expiresOn: '2020-01-01' },
      { code: 'STOP-0000-0000-0001', balance: 20, isoCurrencyCode: 'USD', status: 'Inactive' },
    ],
    ...overrides,
  };
}

export async function createCheckoutStore(db: Database, overrides: Partial<StoreFileInput> = {}): Promise<string> {
  return (await createStore(db, checkoutStoreFile(overrides))).slug;
}
