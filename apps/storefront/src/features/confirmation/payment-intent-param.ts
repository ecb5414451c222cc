/**
 * The payment the confirmation page shows: `payment_intent`, which is also the name Stripe's
 * redirect after confirmPayment uses (with payment_intent_client_secret and redirect_status).
 * `paymentIntentId` is accepted as well. Null when absent (product §8 'Missing payment intent ID.').
 */
export function paymentIntentFromQuery(search: URLSearchParams): string | null {
  const id = (search.get('payment_intent') ?? search.get('paymentIntentId') ?? '').trim();
  return id || null;
}
