import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import { DomainError } from '../../../lib/domain-errors.ts';
import type { StoreRecord } from '../../stores/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxPaymentsAllowed } from './sandbox-allowed.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';
import { createStripeClient } from './stripe-client.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

export const NOT_CONFIGURED = 'This store is not configured for payments.';

export interface PaymentProviders {
  /** The provider a store's settings choose; 503 when it lacks what that provider needs, or is a sandbox production refuses. */
  forStore(store: StoreRecord): PaymentProvider;
  /** The provider an existing intent was made with ('none' for orders placed without payment). */
  byName(name: string): PaymentProvider | null;
  /** The platform's Stripe client (webhook verification), null without STRIPE_SECRET_KEY. */
  stripe: Stripe | null;
  /** The Stripe adapter (the dashboard's Test connection), null without STRIPE_SECRET_KEY. */
  stripeProvider: StripePaymentProvider | null;
  /** Whether this server takes sandbox payments (production only when ALLOW_SANDBOX_PAYMENTS). */
  sandboxAllowed: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProviders;
  }
}

export default fp(
  async (app) => {
    const sandbox = new SandboxPaymentProvider(app.db);
    const stripe = createStripeClient(app.config);
    const stripeProvider = stripe ? new StripePaymentProvider(stripe, app.log) : null;
    const sandboxAllowed = sandboxPaymentsAllowed(app.config);

    app.decorate('payments', {
      stripe,
      stripeProvider,
      sandboxAllowed,
      forStore(store) {
        const payment = store.settings.payment;
        if (payment.provider !== 'stripe') {
          if (!sandboxAllowed) throw new DomainError('unavailable', NOT_CONFIGURED);
          return sandbox;
        }
        if (!stripeProvider || !payment.connectedAccountId || !payment.publicKey)
          throw new DomainError('unavailable', NOT_CONFIGURED);
        return stripeProvider;
      },
      byName(name) {
        if (name === 'sandbox') return sandbox;
        if (name === 'stripe') return stripeProvider;
        return null;
      },
    } satisfies PaymentProviders);
  },
  { name: 'payments', dependencies: ['database'] },
);
