import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettings } from '@giftfront/domain/branding';
import { PaymentForm } from './payment-form';
import { testPayload } from './test-payload';
import type { PaymentIntentController, PaymentSetup } from './use-payment-intent';

/** product §4 payment form states and the 'Pay now' / 'Processing...' button's disabled rules. */
const sandbox: PaymentSettings = { provider: 'sandbox', connectedAccountId: 'acct_1', publicKey: 'pk_1' };
const ready: PaymentSetup = { status: 'ready', intent: { paymentIntentId: 'pi_sb_1', clientSecret: 'pi_sb_1_secret' } };

function renderForm(setup: PaymentSetup, retry = vi.fn()) {
  const controller: PaymentIntentController = { setup, provider: 'sandbox', retry, replace: vi.fn(), forget: vi.fn() };
  const prepare = async () => ({ billingDetails: { name: 'Ada', email: 'ada@example.com' }, payload: testPayload });
  render(
    <PaymentForm controller={controller} payment={sandbox} payLabel="Pay now" prepare={prepare} onPaid={vi.fn()} />,
  );
  return { retry };
}
const payButton = () => screen.getByTestId<HTMLButtonElement>('pay-button');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the payment form', () => {
  it("shows 'Initializing payment...' with Pay now disabled while the intent is made", () => {
    renderForm({ status: 'initializing' });
    expect(screen.getByText('Initializing payment...')).toBeTruthy();
    expect(payButton().disabled).toBe(true);
    expect(payButton().textContent).toBe('Pay now');
  });

  it('shows nothing when setup is skipped (nothing to pay)', () => {
    renderForm({ status: 'idle' });
    expect(screen.queryByTestId('pay-button')).toBeNull();
  });

  it("says 'Payment form initialization failed. Please try again.' with the reason and a Retry button", async () => {
    const { retry } = renderForm({
      status: 'error',
      message: 'This store is not configured for payments.',
      retryable: false,
    });
    expect(screen.getByTestId('payment-setup-error').textContent).toContain(
      'Payment form initialization failed. Please try again.',
    );
    expect(screen.getByTestId('payment-setup-error-detail').textContent).toBe(
      'This store is not configured for payments.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('pay-button')).toBeNull();
  });

  it("keeps Pay now disabled until the card form reports complete details, then reads 'Processing...' while paying", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderForm(ready);
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12');
    expect(payButton().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '34');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    expect(payButton().disabled).toBe(false);
    await userEvent.click(payButton());
    await waitFor(() => expect(payButton().textContent).toBe('Processing...'));
    expect(payButton().disabled).toBe(true);
    answer(
      new Response(JSON.stringify({ success: false, message: 'Payment validation failed' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect((await screen.findByTestId('payment-error')).textContent).toBe('Payment validation failed');
    expect(payButton().textContent).toBe('Pay now');
  });
});
