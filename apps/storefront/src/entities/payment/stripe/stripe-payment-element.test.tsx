import { createRef, type ReactNode } from 'react';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../payment-method';
import StripePaymentElement from './stripe-payment-element';

/** product §7 card payment provider: confirmPayment with the return URL /confirmation and the billing details. */
const stripe = { confirmPayment: vi.fn() };
const elements = { fetchUpdates: vi.fn(async () => ({})) };

// Stripe.js is a script from Stripe's servers: never loaded in these tests.
vi.mock('./load-stripe-once', () => ({ loadStripeOnce: () => Promise.resolve(stripe) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => null,
  useStripe: () => stripe,
  useElements: () => elements,
}));

const intent = { paymentIntentId: 'pi_3Abc', clientSecret: 'pi_3Abc_secret_x' };

async function renderElement() {
  const methodRef = createRef<PaymentMethod | null>() as { current: PaymentMethod | null };
  render(
    <StripePaymentElement
      intent={intent}
      publicKey="pk_test_1"
      connectedAccountId="acct_1"
      disabled={false}
      methodRef={methodRef}
      onCompleteChange={vi.fn()}
      onLoadError={vi.fn()}
    />,
  );
  await waitFor(() => expect(methodRef.current).not.toBeNull());
  return methodRef.current!;
}

afterEach(() => {
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
