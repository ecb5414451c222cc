import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentIntent } from '@giftfront/domain/order';
import type { ConfirmResult, PaymentMethod } from './payment-method';
import { testPayload } from './test-payload';
import type { PaymentIntentController } from './use-payment-intent';
import { usePayment, type PreparedPayment } from './use-payment';

/** product §4/§5 paying: the order is validated first, then the provider confirms. */
const intent: PaymentIntent = { paymentIntentId: 'pi_sb_1', clientSecret: 'pi_sb_1_secret' };
const fresh: PaymentIntent = { paymentIntentId: 'pi_sb_2', clientSecret: 'pi_sb_2_secret' };
const billingDetails = { name: 'Ada Lovelace', email: 'ada@example.com' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let events: string[];
let validateAnswers: Response[];

function controller(overrides: Partial<PaymentIntentController> = {}): PaymentIntentController {
  return {
    setup: { status: 'ready', intent },
    provider: 'sandbox',
    retry: vi.fn(),
    replace: vi.fn(async () => fresh),
    forget: vi.fn(),
    ...overrides,
  };
}
const prepared: PreparedPayment = { billingDetails, payload: testPayload };

function renderPayment(
  options: {
    controller?: PaymentIntentController;
    confirm?: ConfirmResult;
    method?: boolean;
    prepare?: () => Promise<PreparedPayment | null>;
  } = {},
) {
  const onPaid = vi.fn((id: string) => void events.push(`paid ${id}`));
  const hook = renderHook(() =>
    usePayment({
      controller: options.controller ?? controller(),
      prepare: options.prepare ?? (async () => prepared),
      onPaid,
    }),
  );
  const method: PaymentMethod = {
    confirm: vi.fn(async (used: PaymentIntent): Promise<ConfirmResult> => {
      events.push(`confirm ${used.paymentIntentId}`);
      return options.confirm ?? { status: 'succeeded', paymentIntentId: used.paymentIntentId };
    }),
  };
  if (options.method !== false) hook.result.current.methodRef.current = method;
  return { ...hook, onPaid, method };
}

beforeEach(() => {
  events = [];
  validateAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      events.push(`validate ${(JSON.parse(String(init?.body)) as { paymentIntentId: string }).paymentIntentId}`);
      return validateAnswers.shift() ?? json(200, { success: true, message: 'Order validated' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usePayment', () => {
  it('validates the order, then confirms with the provider, then hands over the paid intent', async () => {
    const { result, method } = renderPayment();
    await act(() => result.current.pay());
    expect(events).toEqual(['validate pi_sb_1', 'confirm pi_sb_1', 'paid pi_sb_1']);
    expect(method.confirm).toHaveBeenCalledWith(intent, billingDetails);
    expect(result.current.processing).toBe(true);
  });

  it("shows the server's refusal and charges nothing", async () => {
    validateAnswers = [json(400, { success: false, message: 'Total mismatch: expected 54.50, received 50.00' })];
    const { result } = renderPayment();
    await act(() => result.current.pay());
    expect(result.current.error).toBe('Total mismatch: expected 54.50, received 50.00');
    expect(events).toEqual(['validate pi_sb_1']);
    expect(result.current.processing).toBe(false);
  });

  it("says 'Payment validation failed' when the refusal has no message", async () => {
    validateAnswers = [json(200, { success: false, message: '' })];
    const { result } = renderPayment();
    await act(() => result.current.pay());
    expect(result.current.error).toBe('Payment validation failed');
    expect(events).toEqual(['validate pi_sb_1']);
  });

  it('says the provider is not ready, validating and charging nothing', async () => {
    const { result } = renderPayment({ method: false });
    await act(() => result.current.pay());
    expect(result.current.error).toBe('The payment form is not ready yet. Please wait a moment and try again.');
    expect(result.current.error).toContain('not ready');
    expect(events).toEqual([]);
  });

  it("shows the provider's answer and lets the shopper try again", async () => {
    const { result, rerender } = renderPayment({ confirm: { status: 'failed', message: 'Your card was declined.' } });
    await act(() => result.current.pay());
    expect(result.current.error).toBe('Your card was declined.');
    expect(result.current.processing).toBe(false);
    rerender();
    await act(() => result.current.pay());
    expect(events).toEqual(['validate pi_sb_1', 'confirm pi_sb_1', 'validate pi_sb_1', 'confirm pi_sb_1']);
  });

  it('does nothing while the shopper’s details are refused', async () => {
    const { result } = renderPayment({ prepare: async () => null });
    await act(() => result.current.pay());
    expect(events).toEqual([]);
    expect(result.current.error).toBeNull();
  });

  it('replaces an intent the server no longer knows and pays with the new one', async () => {
    validateAnswers = [json(404, { success: false, message: 'Payment intent not found' })];
    const payments = controller();
    const { result } = renderPayment({ controller: payments });
    await act(() => result.current.pay());
    expect(payments.replace).toHaveBeenCalledOnce();
    expect(events).toEqual(['validate pi_sb_1', 'validate pi_sb_2', 'confirm pi_sb_2', 'paid pi_sb_2']);
  });
});
