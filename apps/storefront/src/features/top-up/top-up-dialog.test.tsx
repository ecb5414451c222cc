import { minorUnits } from '@giftfront/domain/money';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicStoreSettingsCodec, type PaymentSettings } from '@giftfront/domain/branding';
import { PAYMENT_INTENT_ID_STORAGE_KEY } from '@/entities/cart/storage-keys';
import { TopUpButton } from './top-up-button';
import { renderStorefront } from '@/test/render';

// Stripe.js is a script from Stripe's servers: never loaded in these tests.
vi.mock('@/entities/payment/stripe/load-stripe-once', () => ({ loadStripeOnce: () => new Promise(() => {}) }));

const card = {
  id: 'card-1',
  code: 'GFTA7K3M9PQRXW2Z',
  balance: minorUnits(10),
  isoCurrencyCode: 'USD',
  expiresOn: null,
  recipientEmailAddress: 'ada@example.com',
  status: 'Active',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as the dialog meets it; records each call's path and body. */
/** GetOrderDetails after the top-up: the card, credited $20. */
const toppedUp = {
  order: {
    id: 'order-topup',
    reference: 'ORD-20250305153000-TOPU',
    kind: 'topup',
    createdAt: '2025-03-05T15:30:00.000Z',
    customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    totals: { subtotal: 20, discount: 0, fees: 0, shipping: 0, tax: 0, giftCards: 0, total: 20 },
    payment: { paymentIntentId: 'pi_sb_topup', status: 'succeeded', currency: 'USD' },
    deliveryMethod: 'Email',
    shippingAddress: null,
    fulfillment: { shippingOptionName: null },
    items: [
      {
        productId: 'card-1',
        productName: 'Gift card top-up',
        denominationLabel: 'Card ending ABCD',
        quantity: 1,
        price: 20,
        lineTotal: 20,
        imageUrl: null,
      },
    ],
  },
  giftCards: [],
};

function stubServer() {
  const calls: { path: string; body: Record<string, unknown> | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://shop.test').pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (path.endsWith('/CreatePaymentIntent'))
        return json({ paymentIntentId: 'pi_sb_topup', clientSecret: 'pi_sb_topup_secret_1' });
      if (path.endsWith('/ValidateOrder')) return json({ success: true, message: 'Order validated' });
      if (path.endsWith('/Sandbox/Confirm')) return json({ status: 'succeeded', paymentIntentId: 'pi_sb_topup' });
      if (path.endsWith('/GetOrderDetails')) return json(toppedUp);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

function renderTopUp(payment: PaymentSettings) {
  const settings = publicStoreSettingsCodec('USD').parse({
    company: { name: 'Harbor & Pine' },
    shouldAllowTopups: true,
    payment,
  });
  const onToppedUp = vi.fn();
  renderStorefront(<TopUpButton card={card} onToppedUp={onToppedUp} />, { settings });
  return { onToppedUp };
}

async function openAndFillPayer() {
  await userEvent.click(screen.getByRole('button', { name: 'Top Up' }));
  await userEvent.type(screen.getByLabelText('First name'), 'Sam');
  await userEvent.type(screen.getByLabelText('Last name'), 'Rivera');
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Top Up Gift Card dialog with the shared payment form', () => {
  it('validates the top-up, confirms the sandbox card, reads the order, then closes and re-reads the card', async () => {
    const calls = stubServer();
    const { onToppedUp } = renderTopUp({ provider: 'sandbox', connectedAccountId: 'acct_1', publicKey: 'pk_1' });
    await userEvent.click(screen.getByRole('button', { name: 'Top Up' }));
    // product §4 Top-up: opened with 20, the card's recipient email and no names, then 'Initializing payment...'.
    expect(screen.getByRole('dialog', { name: 'Top Up Gift Card' })).toBeTruthy();
    expect([
      screen.getByLabelText<HTMLInputElement>('Amount').value,
      screen.getByLabelText<HTMLInputElement>('Email').value,
    ]).toEqual(['20', 'ada@example.com']);
    expect(screen.getByText('Initializing payment...')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('First name'), 'Sam');
    await userEvent.type(screen.getByLabelText('Last name'), 'Rivera');
    await userEvent.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    const pay = screen.getByRole('button', { name: 'Pay $20.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(pay);

    await waitFor(() => expect(onToppedUp).toHaveBeenCalledOnce());
    expect(screen.getByTestId('top-up-success').textContent).toBe('$20.00 was added to this card.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/Payment/CreatePaymentIntent',
      '/api/Payment/ValidateOrder',
      '/api/Payment/Sandbox/Confirm',
      '/api/Payment/GetOrderDetails',
    ]);
    expect(calls[1]!.body).toMatchObject({
      paymentIntentId: 'pi_sb_topup',
      isTopup: true,
      topupGiftCardId: 'card-1',
      totals: { total: 20 },
    });
  });

  it('sets up a top-up of its own in a Stripe store, leaving the cart’s stored intent alone', async () => {
    window.localStorage.setItem(PAYMENT_INTENT_ID_STORAGE_KEY, 'pi_cart');
    const calls = stubServer();
    renderTopUp({ provider: 'stripe', connectedAccountId: 'acct_1', publicKey: 'pk_test_1' });
    await openAndFillPayer();

    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/Payment/CreatePaymentIntent'));
    expect(calls[0]!.body).toEqual({
      amount: 20,
      currency: 'usd',
      connectedAccountId: 'acct_1',
      isTopup: true,
      topupGiftCardId: 'card-1',
    });
    expect(screen.queryByTestId('top-up-payment-error')).toBeNull();
    expect(window.localStorage.getItem(PAYMENT_INTENT_ID_STORAGE_KEY)).toBe('pi_cart');
  });
});
