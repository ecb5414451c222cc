import { balanceFormSchema, type GiftCardLookup } from '@giftfront/domain/gift-card';
import { isApiError } from '@/lib/api-client';

/** product §8 Balance. */
export const BALANCE_MESSAGES = {
  notFound: 'Gift card not found or invalid code.',
  failed: 'An error occurred while checking the balance.',
} as const;

/** product §4 Balance check: idle, checking, then success or error. */
export type BalanceCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'success'; card: GiftCardLookup }
  | { status: 'error'; message: string };

export type BalanceEvent =
  | { type: 'check' }
  | { type: 'found'; card: GiftCardLookup }
  | { type: 'failed'; message: string }
  /** A quiet re-read (after a top-up): replaces the shown card without passing through 'checking'. */
  | { type: 'refreshed'; card: GiftCardLookup };

export function balanceCheckReducer(state: BalanceCheck, event: BalanceEvent): BalanceCheck {
  switch (event.type) {
    // product §4: a new check clears the previous result and error.
    case 'check':
      return { status: 'checking' };
    case 'found':
      return { status: 'success', card: event.card };
    case 'failed':
      return { status: 'error', message: event.message };
    case 'refreshed':
      return state.status === 'success' && state.card.id === event.card.id
        ? { status: 'success', card: event.card }
        : state;
  }
}

/** product §5 Balance: a result is valid only if balance is a number and a currency code is present. */
export function validBalanceResult(data: unknown): GiftCardLookup | null {
  if (!data || typeof data !== 'object') return null;
  const card = data as Partial<GiftCardLookup>;
  if (typeof card.balance !== 'number' || !Number.isFinite(card.balance)) return null;
  if (typeof card.isoCurrencyCode !== 'string' || !card.isoCurrencyCode.trim()) return null;
  return card as GiftCardLookup;
}

/** product §8: 404 is the not-found text, 429 is the server's own text (when to try again), anything else the generic one. */
export function balanceErrorMessage(error: unknown): string {
  if (!isApiError(error)) return BALANCE_MESSAGES.failed;
  if (error.status === 404) return BALANCE_MESSAGES.notFound;
  if (error.status === 429) return error.message;
  return BALANCE_MESSAGES.failed;
}

/** product §5 Balance: the code is required and trimmed; submit is disabled when it is empty or a check is running. */
export const canCheckBalance = (code: string, busy: boolean) => balanceFormSchema.safeParse({ code }).success && !busy;
