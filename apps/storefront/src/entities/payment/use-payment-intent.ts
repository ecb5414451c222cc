import { useCallback, useMemo } from 'react';
import type { PaymentSettings } from '@giftfront/domain/branding';
import type { PaymentIntent } from '@giftfront/domain/order';
import { isApiError } from '@/lib/api-client';
import { useQuery, useQueryClient } from '@/lib/query';
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
  amount: number;
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
  const queryClient = useQueryClient();
  const configured = isConfiguredForPayments(payment);
  const sessionAmount = persist ? null : amount;
  const queryKey = useMemo(
    () => ['payment-intent', persist ? 'cart' : 'session', isTopup, topupGiftCardId, sessionAmount] as const,
    [persist, isTopup, topupGiftCardId, sessionAmount],
  );

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

  const query = useQuery({
    queryKey,
    queryFn: async (): Promise<PaymentIntent> => {
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
    enabled: enabled && configured,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
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

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback(async () => {
    if (persist) clearStoredPaymentIntent();
    const intent = await create();
    queryClient.setQueryData(queryKey, intent);
    return intent;
  }, [create, persist, queryClient, queryKey]);
  const forget = useCallback(() => {
    if (persist) clearStoredPaymentIntent();
    queryClient.removeQuery(queryKey);
  }, [persist, queryClient, queryKey]);

  return { setup, provider: payment.provider, retry, replace, forget };
}
