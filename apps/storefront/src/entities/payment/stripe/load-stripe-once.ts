import { loadStripe, type Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key and connected account, loaded once per pair (Stripe asks for one instance). */
export function loadStripeOnce(publicKey: string, stripeAccount: string | null | undefined): Promise<Stripe | null> {
  const key = `${publicKey}:${stripeAccount ?? ''}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(publicKey, stripeAccount ? { stripeAccount } : undefined);
    // A failed load (no network) may be retried.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}
