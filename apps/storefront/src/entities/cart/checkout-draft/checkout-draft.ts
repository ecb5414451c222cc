import {
  CHECKOUT_DRAFT_VERSION,
  checkoutDraftSchema,
  parseCheckoutDraft,
  type CheckoutDraft,
} from '@giftfront/domain/checkout-draft';
import { checkoutDraftKey, getSessionStorage } from './draft-storage';

/** The stored checkout form of this store, or null; a draft that cannot be read is removed. */
export function readCheckoutDraft(
  storage: Storage | null = getSessionStorage(),
  key: string = checkoutDraftKey(),
): CheckoutDraft | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    const draft = parseCheckoutDraft(raw);
    if (raw && !draft) {
      console.warn('Ignored a stored checkout form that could not be read');
      storage.removeItem(key);
    }
    return draft;
  } catch (error) {
    console.warn('Could not read the checkout form from browser storage', error);
    return null;
  }
}

/** Keeps the form; only the fields of the draft schema are written, whatever else `draft` holds. */
export function writeCheckoutDraft(
  draft: Omit<CheckoutDraft, 'version'>,
  storage: Storage | null = getSessionStorage(),
  key: string = checkoutDraftKey(),
): void {
  if (!storage) return;
  try {
    const kept = checkoutDraftSchema.parse({ ...draft, version: CHECKOUT_DRAFT_VERSION });
    storage.setItem(key, JSON.stringify(kept));
  } catch (error) {
    console.warn('Could not keep the checkout form in browser storage', error);
  }
}
