import { createRef, type ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod, WalletOptions } from '../payment-method';
import StripePaymentElement from './stripe-payment-element';

/** product §7 card payment provider: confirmPayment with the return URL /confirmation and the billing details. */
const stripe = { confirmPayment: vi.fn() };
const elements = { fetchUpdates: vi.fn(async () => ({})) };

// Stripe.js is a script from Stripe's servers: never loaded in these tests.
vi.mock('./load-stripe-once', () => ({ loadStripeOnce: () => Promise.resolve(stripe) }));
/** The Express Checkout Element's props as the page gave them: the test plays the wallet's part. */
let express: Record<string, (event: unknown) => void> | null = null;
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => null,
  ExpressCheckoutElement: (props: Record<string, (event: unknown) => void>) => {
    express = props;
    return <div data-testid="express-checkout" />;
  },
  useStripe: () => stripe,
  useElements: () => elements,
}));

const intent = { paymentIntentId: 'pi_3Abc', clientSecret: 'pi_3Abc_secret_x' };

async function renderElement(wallet?: WalletOptions, disabled = false) {
  const methodRef = createRef<PaymentMethod | null>() as { current: PaymentMethod | null };
  render(
    <StripePaymentElement
      wallet={wallet}
      intent={intent}
      publicKey="pk_test_1"
      connectedAccountId="acct_1"
      disabled={disabled}
      methodRef={methodRef}
      onCompleteChange={vi.fn()}
      onLoadError={vi.fn()}
    />,
  );
  await waitFor(() => expect(methodRef.current).not.toBeNull());
  return methodRef.current!;
}

afterEach(() => {
  express = null;
  cleanup();
  vi.clearAllMocks();
});

describe('the Stripe payment element', () => {
  it('confirms with the return URL /confirmation and the billing details, after fetching the validated amount', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_3Abc', status: 'succeeded' } });
    const method = await renderElement();
    const billing = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+447400123456',
      address: { line1: '12 Analytical Row', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' },
    };
    expect(await method.confirm(intent, billing)).toEqual({ status: 'succeeded', paymentIntentId: 'pi_3Abc' });
    expect(elements.fetchUpdates).toHaveBeenCalledBefore(stripe.confirmPayment);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      redirect: 'if_required',
      confirmParams: {
        return_url: `${window.location.origin}/confirmation`,
        payment_method_data: {
          billing_details: {
            email: 'ada@example.com',
            name: 'Ada Lovelace',
            phone: '+447400123456',
            address: { line1: '12 Analytical Row', city: 'London', postal_code: 'SW1A 1AA', country: 'GB' },
          },
        },
      },
    });
  });

  it("gives Stripe's message when the card is refused, and the product §8 text without one", async () => {
    const method = await renderElement();
    stripe.confirmPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    expect(await method.confirm(intent, { name: 'Ada', email: 'ada@example.com' })).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    });
    stripe.confirmPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_3Abc', status: 'requires_payment_method' },
    });
    expect(await method.confirm(intent, { name: 'Ada', email: 'ada@example.com' })).toEqual({
      status: 'failed',
      message: 'An error occurred during payment processing',
    });
  });
});

describe('Apple Pay, Google Pay and Link through the Express Checkout Element', () => {
  const shipping = { id: 'post', displayName: 'Post', amount: 450 };
  const wallet = (overrides: Partial<WalletOptions> = {}) => ({
    pay: vi.fn(async (method: PaymentMethod) => {
      await method.confirm(intent, { name: '', email: '' });
    }),
    onContact: vi.fn(),
    shipping: null,
    ...overrides,
  });

  async function renderWallet(options: WalletOptions, disabled = false) {
    await renderElement(options, disabled);
    await waitFor(() => expect(express).not.toBeNull());
    return express!;
  }

  it('shows no wallet line on a device without a wallet, and shows it once Stripe reports one', async () => {
    const element = await renderWallet(wallet());
    expect(screen.getByTestId('express-checkout').closest('[hidden]')).not.toBeNull();
    act(() => element.onReady!({ availablePaymentMethods: { applePay: true } }));
    expect(screen.getByTestId('express-checkout').closest('[hidden]')).toBeNull();
  });

  it('asks the wallet for email, and for phone and a shipping address at the store’s rate on a postal order', async () => {
    const element = await renderWallet(wallet({ shipping }));
    const resolve = vi.fn();
    element.onClick!({ resolve, reject: vi.fn() });
    expect(resolve).toHaveBeenCalledWith({
      emailRequired: true,
      phoneNumberRequired: true,
      shippingAddressRequired: true,
      shippingRates: [shipping],
    });
  });

  it('asks for no address on an emailed gift', async () => {
    const element = await renderWallet(wallet());
    const resolve = vi.fn();
    element.onClick!({ resolve, reject: vi.fn() });
    expect(resolve).toHaveBeenCalledWith(expect.objectContaining({ shippingAddressRequired: false }));
  });

  it('puts the payer and shipping address into the order, then confirms the validated intent', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_3Abc', status: 'succeeded' } });
    const options = wallet({ shipping });
    const element = await renderWallet(options);
    const shippingAddress = {
      name: 'Grace Hopper',
      address: { line1: '1 Navy Way', city: 'Arlington', postal_code: '22201', state: 'VA', country: 'US' },
    };
    element.onShippingAddressChange!({ name: 'Grace Hopper', address: shippingAddress.address, resolve: vi.fn() });
    element.onConfirm!({
      billingDetails: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+15555550100' },
      shippingAddress,
      paymentFailed: vi.fn(),
    });
    await waitFor(() => expect(stripe.confirmPayment).toHaveBeenCalled());
    expect(options.onContact).toHaveBeenLastCalledWith({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+15555550100',
      shippingAddress,
    });
    expect(options.pay).toHaveBeenCalledTimes(1);
    expect(elements.fetchUpdates).toHaveBeenCalledBefore(stripe.confirmPayment);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/confirmation` },
    });
  });

  it('refuses to open the wallet sheet while the form is locked (an order is being paid)', async () => {
    const element = await renderWallet(wallet(), true);
    const resolve = vi.fn();
    const reject = vi.fn();
    element.onClick!({ resolve, reject });
    expect(reject).toHaveBeenCalledTimes(1);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('tells the wallet sheet when paying failed, so it closes with an error', async () => {
    const failing = wallet({ pay: vi.fn(async () => Promise.reject(new Error('declined'))) });
    const element = await renderWallet(failing);
    const paymentFailed = vi.fn();
    element.onConfirm!({ billingDetails: {}, shippingAddress: null, paymentFailed });
    await waitFor(() => expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' }));
  });
});
