/** Business constants of product §9 that both the storefront and the server use. */
export const MESSAGE_MAX_LENGTH = 300;
/** product §5 Top-up: the least a top-up may be, in whole units of the store's currency. */
export const TOPUP_MIN_AMOUNT = 1;
/** The most a card may hold when a store sets no maxGiftCardBalance, in whole units. */
export const DEFAULT_MAX_GIFT_CARD_BALANCE = 2000;
/** The least a custom gift card amount may be; the most is the store's maxGiftCardBalance (the server refuses outside). */
export const CUSTOM_AMOUNT_MIN = 1;
export const GIFT_CARD_CODE_MIN_LENGTH = 16;
export const ORDER_REFERENCE_PREFIX = 'ORD-';
/** product §9: the selectedShippingOption of digital delivery. */
export const DIGITAL_SHIPPING_ID = 'digital';
