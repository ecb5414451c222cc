import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicStoreSettingsCodec } from '@giftfront/domain/branding';
import { createCartStore, type CartStore } from '@/entities/cart/cart-store';
import { newCartItem } from '@/entities/cart/test-cart-items';
import { checkoutDraftKey } from '@/entities/cart/checkout-draft/draft-storage';
import { ConfirmationPage } from './confirmation-page';
import { asSent, orderResult } from './test-order-result';
import { renderStorefront } from '@/test/render';

/** product §2 Order confirmation states and §8 Confirmation texts; the cart is cleared once the order loads. */
const settings = publicStoreSettingsCodec('USD').parse({ company: { name: 'Lantern Lane' } });
const order = orderResult(
  { payment: { paymentIntentId: 'pi_sb_1', status: 'succeeded', currency: 'USD' }, items: [] },
  [],
);

let store: CartStore;
let answer: (response: Response) => void;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(path: string) {
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetchMock);
  renderStorefront(<ConfirmationPage />, { settings, cart: store, path });
  return fetchMock;
}

beforeEach(() => {
  window.localStorage.clear();
  store = createCartStore({ storage: window.localStorage, events: null });
  store.addItem(newCartItem());
  window.sessionStorage.setItem(checkoutDraftKey(), '{"version":1}');
});
afterEach(() => {
  cleanup();
  store.dispose();
  vi.unstubAllGlobals();
});

describe('the confirmation page', () => {
  it("says 'Missing payment intent ID.' without payment_intent, and asks nothing", () => {
    const fetchMock = renderAt('/confirmation');
    expect(screen.getByTestId('confirmation-error').textContent).toContain('Missing payment intent ID.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Processing...' while loading, then the order; the cart and the kept checkout form are cleared", async () => {
    const fetchMock = renderAt('/order-confirmation?payment_intent=pi_sb_1');
    expect(screen.getByTestId('spinner').textContent).toBe('Processing...');
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe('/api/Payment/GetOrderDetails?paymentIntentId=pi_sb_1');
    expect(store.getSnapshot()).toHaveLength(1);
    answer(json(asSent(order)));
    expect((await screen.findByTestId('order-number')).textContent).toBe('ORD-20250305153000-ABCD');
    await waitFor(() => expect(store.getSnapshot()).toEqual([]));
    expect(window.sessionStorage.getItem(checkoutDraftKey())).toBeNull();
  });

  it("shows 'Loading order details...' when the answer holds no order", async () => {
    renderAt('/confirmation?payment_intent=pi_sb_1');
    answer(json(null));
    expect((await screen.findByText('Loading order details...')).closest('[data-testid="spinner"]')).toBeTruthy();
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it("shows the server's message, else 'Failed to fetch order details.'", async () => {
    renderAt('/confirmation?payment_intent=pi_sb_x');
    answer(json({ message: 'Order not found' }, 404));
    expect((await screen.findByTestId('confirmation-error')).textContent).toContain('Order not found');
    cleanup();
    renderAt('/confirmation?payment_intent=pi_sb_y');
    answer(new Response('', { status: 400 }));
    expect((await screen.findByTestId('confirmation-error')).textContent).toContain('Failed to fetch order details.');
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it("shows the server's refund message for a paid order it could not fulfil, without asking again", async () => {
    const refunded = 'We could not complete your order, so your payment has been refunded.';
    const fetchMock = renderAt('/confirmation?payment_intent=pi_refunded');
    answer(json({ message: refunded }, 410));
    expect((await screen.findByTestId('confirmation-error')).textContent).toContain(refunded);
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
