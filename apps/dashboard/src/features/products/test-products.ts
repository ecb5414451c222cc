import type { AdminProduct, AdminProductListItem } from '@giftfront/domain/admin/products';

/** Small factories for the products feature's tests. */
export const listItem = (overrides: Partial<AdminProductListItem> = {}): AdminProductListItem => ({
  id: 'p1',
  slug: 'spa-day',
  name: 'Spa Day',
  type: 'GiftCard',
  status: 'Active',
  position: 0,
  priceRange: { min: 25, max: 100 },
  mainImage: null,
  quantitySold: 3,
  hasSales: true,
  ...overrides,
});

export const adminProduct = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 'p1',
  slug: 'spa-day',
  name: 'Spa Day',
  type: 'GiftCard',
  status: 'Active',
  position: 0,
  description: '<p>Relax.</p>',
  details: '',
  terms: '',
  imageSrc: null,
  imageAlt: '',
  images: [],
  price: null,
  denominations: [{ id: 'd1', price: 25, label: '$25' }],
  showQuantityLimit: false,
  quantityLimit: null,
  quantitySold: 3,
  hideCustomGiftCardAmounts: false,
  customAmountMin: null,
  customAmountMax: null,
  isShippingEnabled: false,
  taxClassId: null,
  translations: {},
  validityMonths: null,
  hasSales: true,
  ...overrides,
});

/** The storefront's public settings as the server answers them (read by their schema): a name, USD, no tax classes. */
export const storeSettingsBody = (overrides: object = {}) => ({
  company: { name: 'Northwind Gifts' },
  currencyCode: 'USD',
  taxClasses: [],
  ...overrides,
});
export const STORE_SETTINGS = { status: 200, body: storeSettingsBody() };
