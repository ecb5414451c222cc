import { balanceFormSchema, giftCardLookupSchema, type GiftCardLookup } from '@giftfront/domain/gift-card';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/lib/api-client';
import { messageTable } from '@/lib/i18n/shopper-messages';

/** product §8 Balance. */
export const BALANCE_MESSAGES = {
  notFound: 'Gift card not found or invalid code.',
  failed: 'An error occurred while checking the balance.',
} as const;

/** BALANCE_MESSAGES (and the domain's sentences) in the page's language. */
export const balanceMessage = messageTable(BALANCE_MESSAGES, {
  notFound: msg`Gift card not found or invalid code.`,
  failed: msg`An error occurred while checking the balance.`,
});

/** product §4 Balance check: idle, checking, then success or error. */
export type BalanceCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'success'; card: GiftCardLookup }
  | { status: 'error'; message: string };

/** A lookup's call as the page has it: running, or its answer (null: no card a shopper can be shown), or its failure. */
export interface BalanceLookup {
  isPending: boolean;
  data: GiftCardLookup | null | undefined;
  error: unknown;
}

/**
 * What the page shows for the check asked (null: none yet). Each check is a call of its own, so a
 * new one shows 'checking', its predecessor's result and error gone; a quiet re-read that fails
 * (after a top-up) keeps the card it had.
 */
export function balanceCheckOf(lookup: BalanceLookup | null): BalanceCheck {
  if (!lookup) return { status: 'idle' };
  if (lookup.isPending) return { status: 'checking' };
  if (lookup.data) return { status: 'success', card: lookup.data };
  if (lookup.data === null) return { status: 'error', message: BALANCE_MESSAGES.notFound };
  return { status: 'error', message: balanceErrorMessage(lookup.error) };
}

/**
 * product §5 Balance: a result is valid only if it is a card of the domain's lookup shape (checked,
 * not cast), its balance a finite number and a currency code present.
 */
export function validBalanceResult(data: unknown): GiftCardLookup | null {
  const parsed = giftCardLookupSchema.safeParse(data);
  if (!parsed.success) return null;
  const card = parsed.data;
  if (!Number.isFinite(card.balance) || !card.isoCurrencyCode.trim()) return null;
  // The client's answerMoney has already turned the balance into minor units (decision 0175).
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
