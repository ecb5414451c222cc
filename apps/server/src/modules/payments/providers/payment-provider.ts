/**
 * The one interface the checkout talks to; adapters: sandbox (default, intents in the
 * database) and stripe (Stripe Connect PaymentIntents). See docs/decisions/0003.
 */
export type ProviderName = 'sandbox' | 'stripe';

/** Stripe's PaymentIntent statuses; the sandbox uses the same words. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface CreateIntentInput {
  amountMinor: number;
  currency: string;
  storeId: string;
  connectedAccountId: string | null;
  metadata: Record<string, string>;
}

export interface ProviderIntent {
  providerIntentId: string;
  clientSecret: string;
  status: IntentStatus;
}

/** Which intent, and on whose account it lives. */
export interface IntentRef {
  providerIntentId: string;
  connectedAccountId: string | null;
}

export interface IntentState {
  status: IntentStatus;
  amountMinor: number;
  currency: string;
}

export interface RefundRequest {
  /** The same key on every try of one refund, so the provider refunds once however often it is asked. */
  idempotencyKey: string;
  /** Why, for the merchant's records at the provider. */
  reason: string;
}

export interface ProviderRefund {
  /** The provider's refund id; null when the provider reports the payment already fully refunded. */
  refundId: string | null;
  /** What was given back, as the provider reports it: minor units of `currency` (upper case). */
  amountMinor: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  updateAmount(ref: IntentRef, amountMinor: number): Promise<void>;
  retrieve(ref: IntentRef): Promise<IntentState>;
  cancel(ref: IntentRef): Promise<void>;
  /** Gives the whole charged amount of a succeeded intent back (an order that could not be fulfilled). */
  refund(ref: IntentRef, request: RefundRequest): Promise<ProviderRefund>;
  /** Gives part of a succeeded intent's charge back (an owner's refund); the caller keeps it within what is left. */
  refundPart(
    ref: IntentRef,
    amount: { amountMinor: number; currency: string },
    request: RefundRequest,
  ): Promise<ProviderRefund>;
}
