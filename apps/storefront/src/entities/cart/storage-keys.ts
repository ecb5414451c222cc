/** product §3/§9: where the cart and its payment intent persist in localStorage. Zod-free: the first page load reads it. */
export { CART_STORAGE_KEY } from '@giftfront/domain/cart-hint';
export const PAYMENT_INTENT_ID_STORAGE_KEY = 'giftcard_payment_intent_id';
export const PAYMENT_CLIENT_SECRET_STORAGE_KEY = 'giftcard_payment_client_secret';
