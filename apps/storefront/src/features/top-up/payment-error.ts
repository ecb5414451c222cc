import { isApiError } from '@/lib/api-client';

/** SPEC §8 Checkout and payment texts. */
export const PAYMENT_ERRORS = {
  processing: 'An error occurred during payment processing',
  validation: 'Payment validation failed',
} as const;

/**
 * What the shopper reads when paying fails: the server's or provider's own sentence for a
 * refusal (a declined card, an expired gift card), the generic text for anything else.
 */
export function paymentErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.status >= 400 && error.status < 500 ? error.message : PAYMENT_ERRORS.processing;
  // A plain Error carries a sentence written for the shopper; a TypeError and its kin are bugs.
  if (error instanceof Error && error.name === 'Error' && error.message) return error.message;
  return PAYMENT_ERRORS.processing;
}
