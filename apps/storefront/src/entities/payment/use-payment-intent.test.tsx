import { minorUnits } from '@giftfront/domain/money';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_CLIENT_SECRET_STORAGE_KEY, PAYMENT_INTENT_ID_STORAGE_KEY } from '@/entities/cart/storage-keys';
import { usePaymentIntent, type PaymentIntentOptions } from './use-payment-intent';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const created = { paymentIntentId: 'pi_sb_new', clientSecret: 'pi_sb_new_secret_1' };

/** The server: CreatePaymentIntent answers `create`, GetOrderDetails answers `details`. */
function server(answers: { create?: () => Response; details?: () => Response }) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('CreatePaymentIntent')) return answers.create?.() ?? json(200, created);
    if (url.includes('GetOrderDetails')) return answers.details?.() ?? json(409, { message: 'Payment not completed' });
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof server>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

// Amounts in cents, as the storefront keeps them; the bodies sent carry the API's decimals.
const options = (overrides: Partial<PaymentIntentOptions> = {}): PaymentIntentOptions => ({
  amount: minorUnits(5450),
  currency: 'USD',
  payment: { provider: 'sandbox', connectedAccountId: 'acct_1', publicKey: 'pk_1' },
  enabled: true,
  persist: true,
  ...overrides,
});

// StrictMode at the root runs each effect twice, as in development: an intent is still made once.
const strict = { reactStrictMode: true };

function renderIntent(opts: PaymentIntentOptions) {
  return renderHook(() => usePaymentIntent(opts), strict);
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usePaymentIntent', () => {
  it('creates an intent for the total in lower-case currency and keeps it beside the cart', async () => {
    const fetchMock = server({});
    const { result } = renderIntent(options());
    expect(result.current.setup.status).toBe('initializing');
    await waitFor(() => expect(result.current.setup).toEqual({ status: 'ready', intent: created }));
    const [, init] = calls(fetchMock, 'CreatePaymentIntent')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 54.5, currency: 'usd', connectedAccountId: 'acct_1' });
    expect(window.localStorage.getItem(PAYMENT_INTENT_ID_STORAGE_KEY)).toBe('pi_sb_new');
    expect(calls(fetchMock, 'CreatePaymentIntent')).toHaveLength(1);
  });

  it("says 'This store is not configured for payments.' without a connected account or public key, and calls nothing", () => {
    const fetchMock = server({});
    const { result } = renderIntent(
      options({ payment: { provider: 'sandbox', connectedAccountId: 'acct_1', publicKey: null } }),
    );
    expect(result.current.setup).toEqual({
      status: 'error',
      message: 'This store is not configured for payments.',
      retryable: false,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is skipped when there is nothing to pay', () => {
    const fetchMock = server({});
    const { result } = renderIntent(options({ enabled: false }));
    expect(result.current.setup).toEqual({ status: 'idle' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as it is, as nothing to retry", async () => {
    server({ create: () => json(400, { message: 'This gift card has expired and cannot be topped up.' }) });
    const { result } = renderIntent(options());
    await waitFor(() =>
      expect(result.current.setup).toEqual({
        status: 'error',
        message: 'This gift card has expired and cannot be topped up.',
        retryable: false,
      }),
    );
  });

  it("says 'Failed to initialize payment. Please try again.' for a server failure, worth a retry", async () => {
    server({ create: () => new Response('', { status: 502 }) });
    const { result } = renderIntent(options());
    await waitFor(() =>
      expect(result.current.setup).toEqual({
        status: 'error',
        message: 'Failed to initialize payment. Please try again.',
        retryable: true,
      }),
    );
  });

  it("says 'Failed to initialize payment' for a refusal without a reason", async () => {
    server({ create: () => new Response('', { status: 400 }) });
    const { result } = renderIntent(options());
    await waitFor(() =>
      expect(result.current.setup).toEqual({
        status: 'error',
        message: 'Failed to initialize payment',
        retryable: true,
      }),
    );
  });

  it("keeps a 500's message from the shopper", async () => {
    server({ create: () => json(500, { message: 'Internal Server Error' }) });
    const { result } = renderIntent(options());
    await waitFor(() =>
      expect(result.current.setup).toEqual({
        status: 'error',
        message: 'Failed to initialize payment. Please try again.',
        retryable: true,
      }),
    );
  });

  it('names what is missing when the server is not set up for payments (503)', async () => {
    server({ create: () => json(503, { message: 'This store is not configured for payments.' }) });
    const { result } = renderIntent(options());
    await waitFor(() =>
      expect(result.current.setup).toEqual({
        status: 'error',
        message: 'This store is not configured for payments.',
        retryable: true,
      }),
    );
  });

  it('reuses a stored intent the server still has unpaid', async () => {
    window.localStorage.setItem(PAYMENT_INTENT_ID_STORAGE_KEY, 'pi_sb_old');
    window.localStorage.setItem(PAYMENT_CLIENT_SECRET_STORAGE_KEY, 'pi_sb_old_secret');
    const fetchMock = server({});
    const { result } = renderIntent(options());
    await waitFor(() =>
      expect(result.current.setup).toEqual({
        status: 'ready',
        intent: { paymentIntentId: 'pi_sb_old', clientSecret: 'pi_sb_old_secret' },
      }),
    );
    expect(calls(fetchMock, 'CreatePaymentIntent')).toHaveLength(0);
  });

  it('replaces a stored intent the server no longer knows', async () => {
    window.localStorage.setItem(PAYMENT_INTENT_ID_STORAGE_KEY, 'pi_sb_gone');
    window.localStorage.setItem(PAYMENT_CLIENT_SECRET_STORAGE_KEY, 'pi_sb_gone_secret');
    server({ details: () => json(404, { message: 'Order not found' }) });
    const { result } = renderIntent(options());
    await waitFor(() => expect(result.current.setup).toEqual({ status: 'ready', intent: created }));
    expect(window.localStorage.getItem(PAYMENT_INTENT_ID_STORAGE_KEY)).toBe('pi_sb_new');
  });

  it('retries after a failure', async () => {
    let fail = true;
    server({ create: () => (fail ? json(500, { message: 'Stripe is down' }) : json(200, created)) });
    const { result } = renderIntent(options());
    await waitFor(() => expect(result.current.setup.status).toBe('error'));
    fail = false;
    result.current.retry();
    await waitFor(() => expect(result.current.setup).toEqual({ status: 'ready', intent: created }));
  });

  it('gives an intent that is not kept beside the cart to one amount: another amount gets its own', async () => {
    let n = 0;
    const fetchMock = server({
      create: () => json(200, { paymentIntentId: `pi_sb_${++n}`, clientSecret: `pi_sb_${n}_secret` }),
    });
    const { result, rerender } = renderHook(
      (amount: number) =>
        usePaymentIntent(
          options({ amount: minorUnits(amount), persist: false, isTopup: true, topupGiftCardId: 'card-1' }),
        ),
      {
        ...strict,
        initialProps: 2000,
      },
    );
    await waitFor(() =>
      expect(result.current.setup).toEqual({
        status: 'ready',
        intent: { paymentIntentId: 'pi_sb_1', clientSecret: 'pi_sb_1_secret' },
      }),
    );
    rerender(1234);
    await waitFor(() =>
      expect(result.current.setup).toEqual({
        status: 'ready',
        intent: { paymentIntentId: 'pi_sb_2', clientSecret: 'pi_sb_2_secret' },
      }),
    );
    const bodies = calls(fetchMock, 'CreatePaymentIntent').map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([
      { amount: 20, currency: 'usd', connectedAccountId: 'acct_1', isTopup: true, topupGiftCardId: 'card-1' },
      { amount: 12.34, currency: 'usd', connectedAccountId: 'acct_1', isTopup: true, topupGiftCardId: 'card-1' },
    ]);
    expect(window.localStorage.getItem(PAYMENT_INTENT_ID_STORAGE_KEY)).toBeNull();
  });

  it("keeps the cart's intent when the total changes (ValidateOrder sets its amount)", async () => {
    const fetchMock = server({});
    const { result, rerender } = renderHook(
      (amount: number) => usePaymentIntent(options({ amount: minorUnits(amount) })),
      {
        ...strict,
        initialProps: 5450,
      },
    );
    await waitFor(() => expect(result.current.setup.status).toBe('ready'));
    rerender(4450);
    expect(result.current.setup).toEqual({ status: 'ready', intent: created });
    expect(calls(fetchMock, 'CreatePaymentIntent')).toHaveLength(1);
  });
});
