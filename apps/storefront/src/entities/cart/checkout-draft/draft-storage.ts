import { usableStorage } from '@/lib/browser-storage';

/**
 * Where the checkout draft lives: sessionStorage (this tab only, gone when it closes), under a
 * key per store. Kept free of zod so the confirmation page can clear the draft cheaply.
 */
export const CHECKOUT_DRAFT_KEY_PREFIX = 'giftfront_checkout_draft:';

/** The store is the page's host (product §1: chosen by its first label). */
export const checkoutDraftKey = (host: string = window.location.host) =>
  `${CHECKOUT_DRAFT_KEY_PREFIX}${host.toLowerCase()}`;

export const getSessionStorage = (): Storage | null => usableStorage('sessionStorage');

/** The order is placed: nothing of the form is kept. */
export function clearCheckoutDraft(
  storage: Storage | null = getSessionStorage(),
  key: string = checkoutDraftKey(),
): void {
  try {
    storage?.removeItem(key);
  } catch (error) {
    console.warn('Could not forget the checkout form in browser storage', error);
  }
}
