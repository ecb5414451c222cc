import { minorUnits } from '@giftfront/domain/money';
import { z } from 'zod';
import { storedCartItemCodec, type CartItem, type StoredCartItem } from '@giftfront/domain/cart';
import type { GiftDetails } from '@giftfront/domain/gift-details';
import type { Product } from '@giftfront/domain/product';
import type { NewCartItem } from './shop-actions';

/** Test factories: a plain gift card line, gift details and the live product, with overrides. Prices in cents, as lines keep them. */
export function newCartItem(
  overrides: Partial<NewCartItem> & { price?: number; denominationId?: string } = {},
): NewCartItem {
  const { price = 2500, denominationId = 'd-25', ...rest } = overrides;
  return {
    product: {
      id: 'p-1',
      slug: 'classic',
      name: 'Classic gift card',
      type: 'GiftCard',
      imageSrc: '/uploads/classic.png',
      imageAlt: 'Classic',
      isShippingEnabled: false,
      taxClassId: null,
    },
    quantity: 1,
    imageUrl: '/uploads/classic.png',
    options: { denomination: { id: denominationId, price: minorUnits(price), label: `$${price / 100}` } },
    ...rest,
  };
}

export function cartItem(id: string, overrides: Parameters<typeof newCartItem>[0] = {}): CartItem {
  return { id, ...newCartItem(overrides) } as CartItem;
}

export function giftDetails(overrides: Partial<GiftDetails> = {}): GiftDetails {
  return {
    recipientName: 'Ada',
    recipientEmail: 'ada@example.com',
    message: 'Enjoy!',
    scheduledDate: '',
    scheduledTime: '',
    scheduledDateTimeUtc: null,
    timeZone: null,
    ...overrides,
  };
}

/** The live catalogue's view of the product newCartItem() holds, with overrides. */
export function liveProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    slug: 'classic',
    name: 'Classic gift card',
    type: 'GiftCard',
    description: '',
    details: '',
    terms: '',
    imageSrc: '/uploads/classic.png',
    imageAlt: 'Classic',
    images: [],
    price: null,
    denominations: [{ id: 'd-25', price: minorUnits(2500), label: '$25' }],
    showQuantityLimit: false,
    quantityLimit: null,
    quantitySold: 0,
    hideCustomGiftCardAmounts: false,
    isShippingEnabled: false,
    taxClassId: null,
    ...overrides,
  };
}

/** A line as localStorage keeps it: product §3's decimal price. */
export const storedLine = (item: CartItem, currencyCode = 'USD'): StoredCartItem =>
  z.encode(storedCartItemCodec(currencyCode), item);
