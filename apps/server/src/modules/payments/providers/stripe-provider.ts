import Stripe from 'stripe';
import { DomainError } from '../../../lib/domain-errors.ts';
import type { JobLog } from '../../jobs/index.ts';
import type {
  CreateIntentInput,
  IntentRef,
  IntentState,
  IntentStatus,
  PaymentProvider,
  ProviderIntent,
  ProviderRefund,
  RefundRequest,
} from './payment-provider.ts';

/** Stripe Connect: PaymentIntents live on the store's connected account (the Stripe-Account header). */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly log?: JobLog,
  ) {}

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { ...input.metadata, storeId: input.storeId },
        },
        accountOf(input.connectedAccountId),
      ),
    );
    if (!intent.client_secret)
      throw new DomainError('upstream-failed', 'The payment provider returned no client secret.');
    return { providerIntentId: intent.id, clientSecret: intent.client_secret, status: intent.status as IntentStatus };
  }

  async updateAmount(ref: IntentRef, amountMinor: number): Promise<void> {
    await this.call(() =>
      this.stripe.paymentIntents.update(
        ref.providerIntentId,
        { amount: amountMinor },
        accountOf(ref.connectedAccountId),
      ),
    );
  }

  async retrieve(ref: IntentRef): Promise<IntentState> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.retrieve(ref.providerIntentId, {}, accountOf(ref.connectedAccountId)),
    );
    return {
      status: intent.status as IntentStatus,
      amountMinor: intent.amount,
      currency: intent.currency.toUpperCase(),
    };
  }

  async cancel(ref: IntentRef): Promise<void> {
    await this.call(() =>
      this.stripe.paymentIntents.cancel(ref.providerIntentId, {}, accountOf(ref.connectedAccountId)),
    );
  }

  /**
   * A full refund of the intent's charge, on the connected account. Errors are not turned into
   * HTTP answers: no shopper waits on this call, and the caller tries again later.
   */
  async refund(ref: IntentRef, request: RefundRequest): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: ref.providerIntentId, metadata: { reason: request.reason.slice(0, 500) } },
        { ...accountOf(ref.connectedAccountId), idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id, amountMinor: refund.amount, currency: refund.currency.toUpperCase() };
    } catch (error) {
      // Refunded already (by the merchant in the dashboard, say): nothing left to give back, and
      // what went back is the whole charge (Stripe refuses only a charge refunded in full).
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') {
        const intent = await this.stripe.paymentIntents.retrieve(
          ref.providerIntentId,
          {},
          accountOf(ref.connectedAccountId),
        );
        return { refundId: null, amountMinor: intent.amount_received, currency: intent.currency.toUpperCase() };
      }
      throw error;
    }
  }

  /** Part of the charge, on the connected account; Stripe refuses more than is left on it. */
  async refundPart(
    ref: IntentRef,
    amount: { amountMinor: number; currency: string },
    request: RefundRequest,
  ): Promise<ProviderRefund> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: ref.providerIntentId,
          amount: amount.amountMinor,
          metadata: { reason: request.reason.slice(0, 500) },
        },
        { ...accountOf(ref.connectedAccountId), idempotencyKey: request.idempotencyKey },
      ),
    );
    return { refundId: refund.id, amountMinor: refund.amount, currency: refund.currency.toUpperCase() };
  }

  /**
   * Whether the platform can act for the connected account, and whether it may take charges:
   * the dashboard's 'Test connection'. Answers a reason an owner can act on, never throws.
   */
  async checkAccount(connectedAccountId: string): Promise<{ ok: boolean; message: string }> {
    try {
      const account = await this.stripe.accounts.retrieve(connectedAccountId);
      if (!account.charges_enabled)
        return {
          ok: false,
          message: `Stripe account ${connectedAccountId} cannot take payments yet: finish its setup at Stripe.`,
        };
      return { ok: true, message: `Connected to Stripe account ${connectedAccountId}; it can take payments.` };
    } catch (error) {
      this.log?.warn({ err: error }, 'stripe account check failed');
      if (error instanceof Stripe.errors.StripeAuthenticationError)
        return { ok: false, message: 'Stripe refused the server’s secret key (STRIPE_SECRET_KEY).' };
      if (error instanceof Stripe.errors.StripeConnectionError)
        return { ok: false, message: 'Stripe could not be reached. Please try again.' };
      if (
        error instanceof Stripe.errors.StripeError &&
        (error.statusCode === 403 || error.statusCode === 404 || error.code === 'account_invalid')
      )
        return {
          ok: false,
          message: `Stripe does not know account ${connectedAccountId}, or it is not connected to this platform.`,
        };
      return { ok: false, message: 'Stripe did not answer as expected. Please try again.' };
    }
  }

  /** Stripe's own refusals keep their message (4xx); anything else is the provider being unavailable. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      this.log?.warn({ err: error }, 'stripe request failed');
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError)
        throw new DomainError('invalid', error.message);
      throw new DomainError('upstream-failed', 'The payment provider is unavailable. Please try again.');
    }
  }
}

const accountOf = (connectedAccountId: string | null) =>
  connectedAccountId ? { stripeAccount: connectedAccountId } : {};
