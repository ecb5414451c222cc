import type { MinorUnits } from '@giftfront/domain/money';
import { useCallback } from 'react';
import type { PaymentSettings } from '@giftfront/domain/branding';
import type { PaymentIntent } from '@giftfront/domain/order';
import { isApiError } from '@/lib/api-client';
import { useFetch } from '@/lib/fetch/use-fetch';
import {
  clearStoredPaymentIntent,
  readStoredPaymentIntent,
  writeStoredPaymentIntent,
} from '@/entities/cart/cart-storage';
import { PAYMENT_MESSAGES, serverMessage } from './payment-messages';
import { createPaymentIntent, fetchOrderDetails } from './payments-api';

/** product §4 Payment setup: 'Initializing payment...', then a client secret or an error. */
export type PaymentSetup =
  | { status: 'idle' }
  | { status: 'initializing' }
  | { status: 'ready'; intent: PaymentIntent }
  /** `retryable` is false for a refusal (a 4xx, a store without payment keys): trying again cannot help. */
  | { status: 'error'; message: string; retryable: boolean };

export interface PaymentIntentOptions {
  /** The total to pay in minor units, provisional: ValidateOrder sets the amount the server computed. */
  amount: MinorUnits;
  currency: string;
  payment: PaymentSettings;
  /** False skips the setup (a total of zero or less). */
  enabled: boolean;
  /**
   * Keeps the intent beside the cart (product §3), so a reload of the checkout reuses it and
   * ValidateOrder sets its amount. Without it the intent is for this amount only: another
   * amount gets an intent of its own (a top-up).
   */
  persist: boolean;
  isTopup?: boolean;
  topupGiftCardId?: string | null;
}

export interface PaymentIntentController {
  setup: PaymentSetup;
  provider: PaymentSettings['provider'];
  retry(): void;
  /** A fresh intent in place of one the server no longer knows. */
  replace(): Promise<PaymentIntent>;
  /** After success: the intent is spent. */
  forget(): void;
}

export const isConfiguredForPayments = (payment: PaymentSettings) =>
  Boolean(payment.connectedAccountId && payment.publicKey);

/** A stored intent is reused only while the server knows it and it is still unpaid (409 'Payment not completed'). */
async function isReusable(paymentIntentId: string): Promise<boolean> {
  try {
    await fetchOrderDetails(paymentIntentId);
    return false;
  } catch (error) {
    if (!isApiError(error)) return false;
    return error.status === 409 || error.status === 0;
  }
}

/**
 * Why no intent could be made (product §8). A refusal (a 4xx: an expired gift card, a bad amount)
 * in the server's words, without Retry; 'Failed to initialize payment' when it gave none. A 503
 * names what is missing ('This store is not configured for payments.'). Anything else (a 500,
 * no connection) is 'Failed to initialize payment. Please try again.': a 500's text is not shown.
 */
export function setupFailure(error: unknown): PaymentSetup {
  const status = isApiError(error) ? error.status : 0;
  const refused = status >= 400 && status < 500 && status !== 408 && status !== 429;
  const message = refused || status === 503 ? serverMessage(error) : null;
  if (message) return { status: 'error', message, retryable: !refused };
  return {
    status: 'error',
    message: refused ? PAYMENT_MESSAGES.initFailed : PAYMENT_MESSAGES.initFailedTryAgain,
    retryable: true,
  };
}

export function usePaymentIntent(options: PaymentIntentOptions): PaymentIntentController {
  const { amount, currency, payment, enabled, persist, isTopup = false, topupGiftCardId = null } = options;
  const configured = isConfiguredForPayments(payment);
  const sessionAmount = persist ? null : amount;
  // A cart's intent is the cart's whatever the amount (ValidateOrder sets it); a session's is for its amount.
  const key = JSON.stringify([persist ? 'cart' : 'session', isTopup, topupGiftCardId, sessionAmount]);

  const create = useCallback(async () => {
    const intent = await createPaymentIntent({
      amount,
      currency: currency.toLowerCase(),
      connectedAccountId: payment.connectedAccountId,
      ...(isTopup ? { isTopup, topupGiftCardId } : {}),
    });
    if (persist) writeStoredPaymentIntent(intent);
    return intent;
  }, [amount, currency, payment.connectedAccountId, isTopup, topupGiftCardId, persist]);

  // The fetcher never takes the signal: an intent being made is made, even if the checkout goes meanwhile.
  const query = useFetch({
    key: enabled && configured ? key : null,
    fetcher: async (): Promise<PaymentIntent> => {
      if (persist) {
        const stored = readStoredPaymentIntent();
        if (stored.paymentIntentId && stored.clientSecret) {
          if (await isReusable(stored.paymentIntentId))
            return { paymentIntentId: stored.paymentIntentId, clientSecret: stored.clientSecret };
          clearStoredPaymentIntent();
        }
      }
      return create();
    },
    retry: false,
  });

  const setup: PaymentSetup = !enabled
    ? { status: 'idle' }
    : !configured
      ? { status: 'error', message: PAYMENT_MESSAGES.notConfigured, retryable: false }
      : query.isError
        ? setupFailure(query.error)
        : query.data
          ? { status: 'ready', intent: query.data }
          : { status: 'initializing' };

  const { refetch, setData, reset } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback(async () => {
    if (persist) clearStoredPaymentIntent();
    const intent = await create();
    setData(intent);
    return intent;
  }, [create, persist, setData]);
  const forget = useCallback(() => {
    if (persist) clearStoredPaymentIntent();
    reset();
  }, [persist, reset]);

  return { setup, provider: payment.provider, retry, replace, forget };
}
