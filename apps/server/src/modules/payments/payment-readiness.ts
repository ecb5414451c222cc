import type { PaymentConnectionTest } from '@giftfront/domain/admin/payment-settings';
import { STRIPE_PUBLISHABLE_KEY_PATTERN } from '@giftfront/domain/admin/payment-settings';
import type { PaymentSettings } from '@giftfront/domain/branding';
import type { PaymentProviders } from './providers/payments-plugin.ts';

type Providers = Pick<PaymentProviders, 'sandboxAllowed' | 'stripeProvider'>;

/**
 * Why shoppers cannot pay with these settings on this server, or null: the same conditions under
 * which the checkout answers 'This store is not configured for payments.' (payments-plugin.ts).
 */
export function paymentProblem(payment: PaymentSettings, providers: Providers): string | null {
  if (payment.provider !== 'stripe')
    return providers.sandboxAllowed
      ? null
      : 'This server takes no sandbox payments (production, without ALLOW_SANDBOX_PAYMENTS): choose Stripe.';
  if (!providers.stripeProvider)
    return 'This server has no Stripe secret key (STRIPE_SECRET_KEY): ask its operator to set one.';
  if (!payment.connectedAccountId) return 'Stripe is chosen but the connected account id is missing.';
  if (!payment.publicKey) return 'Stripe is chosen but the publishable key is missing.';
  if (!STRIPE_PUBLISHABLE_KEY_PATTERN.test(payment.publicKey))
    return 'The publishable key does not look like one (pk_test_… or pk_live_…).';
  return null;
}

/** The dashboard's Test connection: the settings' problem, or else Stripe asked about the connected account. */
export async function testPaymentConnection(
  payment: PaymentSettings,
  providers: Providers,
): Promise<PaymentConnectionTest> {
  const problem = paymentProblem(payment, providers);
  if (problem) return { ok: false, message: problem };
  if (payment.provider !== 'stripe')
    return {
      ok: true,
      message: 'Sandbox payments work on this server: shoppers pay with test cards and no money is taken.',
    };
  return providers.stripeProvider!.checkAccount(payment.connectedAccountId!);
}
