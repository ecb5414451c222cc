import { msg } from '@lingui/core/macro';
import { isApiError } from '@/lib/api-client';
import { messageTable } from '@/lib/i18n/shopper-messages';

/** product §8 Checkout and payment texts. */
export const PAYMENT_MESSAGES = {
  notConfigured: 'This store is not configured for payments.',
  initFailed: 'Failed to initialize payment',
  initFailedTryAgain: 'Failed to initialize payment. Please try again.',
  notReady: 'The payment form is not ready yet. Please wait a moment and try again.',
  formInitFailed: 'Payment form initialization failed. Please try again.',
  initializing: 'Initializing payment...',
  validationFailed: 'Payment validation failed',
  processingFailed: 'An error occurred during payment processing',
  unexpected: 'An unexpected error occurred',
  sessionRenewed: 'Your payment session expired. Please enter your card details again.',
} as const;

/** PAYMENT_MESSAGES (and the domain's card refusals) in the page's language. */
export const paymentMessage = messageTable(PAYMENT_MESSAGES, {
  notConfigured: msg`This store is not configured for payments.`,
  initFailed: msg`Failed to initialize payment`,
  initFailedTryAgain: msg`Failed to initialize payment. Please try again.`,
  notReady: msg`The payment form is not ready yet. Please wait a moment and try again.`,
  formInitFailed: msg`Payment form initialization failed. Please try again.`,
  initializing: msg`Initializing payment...`,
  validationFailed: msg`Payment validation failed`,
  processingFailed: msg`An error occurred during payment processing`,
  unexpected: msg`An unexpected error occurred`,
  sessionRenewed: msg`Your payment session expired. Please enter your card details again.`,
});

/** A problem to show the shopper as it is. */
export class PaymentProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProblem';
  }
}

/** The `{ message }` the server sent with a refusal, if any. */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** A failure while paying: the server's or provider's message, else the product §8 fallbacks. */
export function paymentFailureMessage(error: unknown): string {
  if (error instanceof PaymentProblem) return error.message;
  if (isApiError(error)) return serverMessage(error) ?? PAYMENT_MESSAGES.processingFailed;
  return PAYMENT_MESSAGES.unexpected;
}
