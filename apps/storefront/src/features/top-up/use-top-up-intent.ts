import { useCallback, useEffect, useState } from 'react';
import type { PaymentSettings } from '@giftfront/domain/branding';
import { isApiError } from '@/lib/api-client';
import { createTopUpIntent } from './api/top-up-api';

/** Typing settles for this long before a payment is set up for the amount. */
export const AMOUNT_SETTLE_MS = 400;

export type TopUpIntent =
  | { status: 'idle' }
  | { status: 'initialising' }
  /** `retryable` is false for a refusal (an expired card): trying again cannot help. */
  | { status: 'error'; message: string; retryable: boolean }
  | { status: 'ready'; amount: number; clientSecret: string; paymentIntentId: string };

/** SPEC §8 checkout texts, shared by the top-up's payment. */
export const PAYMENT_MESSAGES = {
  notConfigured: 'This store is not configured for payments.',
  failed: 'Failed to initialize payment',
  // Until lib/payments' PaymentForm replaces top-up-payment.tsx, only the sandbox form exists here.
  stripeNotYet: 'Card payments for top-ups are not available in this store yet.',
} as const;

/** The store can take card payments: a Stripe store needs its connected account and public key (SPEC §4 Payment setup). */
export const paymentsConfigured = (payment: PaymentSettings) =>
  payment.provider !== 'stripe' || Boolean(payment.connectedAccountId && payment.publicKey);

/**
 * SPEC §4/§5 Top-up: a payment intent for the amount, created only while the amount is valid,
 * once typing has settled, and created again whenever the amount changes.
 */
export function useTopUpIntent({ amount, currency, giftCardId, payment }: { amount: number | null; currency: string; giftCardId: string; payment: PaymentSettings }) {
  const [intent, setIntent] = useState<TopUpIntent>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const configured = paymentsConfigured(payment);
  const connectedAccountId = payment.connectedAccountId ?? null;
  const provider = payment.provider;

  useEffect(() => {
    if (amount === null) {
      setIntent({ status: 'idle' });
      return;
    }
    if (!configured || provider !== 'sandbox') {
      setIntent({ status: 'error', message: configured ? PAYMENT_MESSAGES.stripeNotYet : PAYMENT_MESSAGES.notConfigured, retryable: false });
      return;
    }
    setIntent({ status: 'initialising' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      createTopUpIntent({ amount, currency, connectedAccountId, giftCardId }, controller.signal)
        .then((created) => setIntent({ status: 'ready', amount, ...created }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Creating the top-up payment failed', error);
          const fromServer = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : null;
          setIntent({ status: 'error', message: fromServer ?? PAYMENT_MESSAGES.failed, retryable: fromServer === null });
        });
    }, AMOUNT_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [amount, currency, giftCardId, connectedAccountId, configured, provider, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { intent, retry };
}
