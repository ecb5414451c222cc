import { Wallet } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { SANDBOX_TEST_CARDS } from '@giftfront/domain/sandbox-card';
import type { ConfirmResult, PaymentMethod, WalletContact, WalletOptions } from '../payment-method';
import { PAYMENT_MESSAGES, serverMessage } from '../payment-messages';
import { confirmSandboxPayment } from './sandbox-api';

/**
 * What the sandbox's test wallet hands over, as Apple Pay or Google Pay would through Stripe's
 * Express Checkout Element: a payer and, for a postal order, a fixed test address.
 */
export const SANDBOX_WALLET_CONTACT = {
  name: 'Wally Wallet',
  email: 'wallet@example.com',
  phone: '+1 202 555 0143',
  shippingAddress: {
    name: 'Wally Wallet',
    address: {
      line1: '1 Main Street',
      line2: 'Suite 5',
      city: 'Arlington',
      state: 'VA',
      postal_code: '22201',
      country: 'US',
    },
  },
} as const satisfies WalletContact;

/** The test wallet pays with the sandbox's card that succeeds, by the card's own server call. */
const TEST_WALLET: PaymentMethod = {
  async confirm(intent, billing): Promise<ConfirmResult> {
    try {
      const result = await confirmSandboxPayment({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        card: { number: SANDBOX_TEST_CARDS[0].number, expiry: '12/34', cvc: '123' },
        billingDetails: { name: billing.name, email: billing.email },
      });
      if (result.status === 'succeeded') return { status: 'succeeded', paymentIntentId: result.paymentIntentId };
      return { status: 'failed', message: PAYMENT_MESSAGES.processingFailed };
    } catch (error) {
      const message = serverMessage(error);
      if (message) return { status: 'failed', message };
      throw error;
    }
  },
};

/**
 * The sandbox's stand-in for an express wallet (decision 0116): one button above the card form
 * that supplies the wallet's payer and address, then pays through the same validation and
 * confirmation as the card, so the path is tested without Stripe keys.
 */
export function SandboxWalletButton({ wallet, disabled }: { wallet: WalletOptions; disabled: boolean }) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => {
        wallet.onContact?.(SANDBOX_WALLET_CONTACT);
        void wallet.pay(TEST_WALLET);
      }}
      className="flex w-full items-center justify-center gap-2 rounded-xl bg-gray-900 px-4 py-3 text-base font-semibold text-white hover:bg-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink disabled:opacity-60"
      data-testid="test-wallet-button"
    >
      <Wallet aria-hidden="true" className="size-5" />
      <Trans>Pay with test wallet</Trans>
    </button>
  );
}
