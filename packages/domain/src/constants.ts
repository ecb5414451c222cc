/** Business constants of SPEC §9. */
export const MESSAGE_MAX_LENGTH = 300;
export const CART_STORAGE_KEY = 'giftcard_cart';
export const PAYMENT_INTENT_ID_STORAGE_KEY = 'giftcard_payment_intent_id';
export const PAYMENT_CLIENT_SECRET_STORAGE_KEY = 'giftcard_payment_client_secret';
export const ADD_TO_CART_DELAY_MS = 500;
export const BUY_NOW_DELAY_MS = 100;
export const INSPIRATION_DELAY_MS = 1000;
export const SWIPE_THRESHOLD_PX = 40;
export const QUANTITY_MIN = 1;
export const TOPUP_DEFAULT_AMOUNT = 20;
export const TOPUP_MIN_AMOUNT = 1;
export const TOPUP_STEP = 0.01;
export const DEFAULT_MAX_GIFT_CARD_BALANCE = 2000;
/** The least a custom gift card amount may be; the most is the store's maxGiftCardBalance (the server refuses outside). */
export const CUSTOM_AMOUNT_MIN = 1;
export const GIFT_CARD_CODE_MIN_LENGTH = 16;
export const ORDER_REFERENCE_PREFIX = 'ORD-';
export const DEFAULT_PRIMARY_COLOR = '#4f46e5';
export const DEFAULT_PRIMARY_LIGHT = '#818cf8';
export const DEFAULT_PRIMARY_DARK = '#4338ca';
export const DEFAULT_PRIMARY_CONTRAST = '#ffffff';
export const DIGITAL_SHIPPING_ID = 'digital';

/** SPEC §9 price filter buckets: lower bound inclusive, upper exclusive, in major units. */
export const PRICE_BUCKETS = [
  { id: '0-50', label: '$0 - $50', min: 0, max: 50 },
  { id: '50-150', label: '$50 - $150', min: 50, max: 150 },
  { id: '150-300', label: '$150 - $300', min: 150, max: 300 },
  { id: '300+', label: '$300 and above', min: 300, max: Number.POSITIVE_INFINITY },
] as const;

export const SORT_OPTIONS = [
  { id: 'popular', label: 'Most popular' },
  { id: 'recent', label: 'Most recent' },
  { id: 'nameAZ', label: 'Name: A to Z' },
  { id: 'priceLow', label: 'Price: low to high' },
  { id: 'priceHigh', label: 'Price: high to low' },
] as const;
export type SortOptionId = (typeof SORT_OPTIONS)[number]['id'];

/** SPEC §9 default descriptions of shipping options by delivery method. */
export const SHIPPING_DEFAULT_DESCRIPTIONS = {
  Email: 'Instant Delivery',
  Postal: 'Estimated 3-5 business days - delays may apply',
  other: 'Collection available',
} as const;

export const OCCASIONS = [
  'Happy Birthday',
  'Thank You',
  "I'm Sorry",
  'Congratulations',
  'Thinking of You',
] as const;
export type Occasion = (typeof OCCASIONS)[number];
export const TONES = ['Heartfelt', 'Playful', 'Casual', 'Formal'] as const;
export type Tone = (typeof TONES)[number];
