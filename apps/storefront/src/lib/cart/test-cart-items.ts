import type { CartItem } from '@giftfront/domain/cart';
import type { GiftDetails } from '@giftfront/domain/gift-details';
import type { NewCartItem } from '@/lib/shop-actions';

/** Test factories: a plain gift card line and gift details, with overrides. */
export function newCartItem(overrides: Partial<NewCartItem> & { price?: number; denominationId?: string } = {}): NewCartItem {
  const { price = 25, denominationId = 'd-25', ...rest } = overrides;
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
    options: { denomination: { id: denominationId, price, label: `$${price}` } },
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
