import { minorUnits } from '@giftfront/domain/money';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicStoreSettingsCodec } from '@giftfront/domain/branding';
import { z } from 'zod';
import { productListCodec, type Product } from '@giftfront/domain/product';
import { createCartStore, type CartStore } from '@/entities/cart/cart-store';
import { giftDetails, liveProduct, newCartItem } from '@/entities/cart/test-cart-items';
import { checkoutDraftKey } from '@/entities/cart/checkout-draft/draft-storage';
import { CheckoutPage, checkoutTitle } from './checkout-page';
import { renderStorefront } from '@/test/render';
import type * as YourDetailsModule from './components/your-details-section';
import type * as RulesLoaderModule from './checkout-rules-loader';

/** How often the details section renders: the checkout's passes, counted (bench/results.md). */
const detailsRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./components/your-details-section', async (importOriginal) => {
  const actual = await importOriginal<typeof YourDetailsModule>();
  return {
    ...actual,
    YourDetailsSection: (props: Parameters<typeof actual.YourDetailsSection>[0]) => {
      detailsRenders.count += 1;
      return actual.YourDetailsSection(props);
    },
  };
});

/** The form's rules (loaded after the first render) as an offline phone meets them: their import fails. */
const rulesLoad = vi.hoisted(() => ({ fail: false }));
vi.mock('./checkout-rules-loader', async (importOriginal) => {
  const actual = await importOriginal<typeof RulesLoaderModule>();
  return {
    ...actual,
    loadCheckoutRules: () =>
      rulesLoad.fail
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : actual.loadCheckoutRules(),
  };
});

/** The checkout as a shopper meets it, against a stubbed server: product §2/§4/§5 and 'nothing lost'. */
const settings = publicStoreSettingsCodec('USD').parse({
  company: { name: 'Lantern Lane' },
  payment: { provider: 'sandbox', connectedAccountId: 'acct_1', publicKey: 'pk_1' },
  shippingOptions: [{ id: 'post', name: 'Royal Mail', price: 3.5, deliveryMethod: 'Postal' }],
});
const SAVE10 = {
  code: 'SAVE10',
  status: 'Active',
  discountType: 'PERCENT',
  amount: 10,
  description: null,
  minimumQuantity: 0,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: { path: string; body: unknown }[];
/** The live catalogue (prices in cents, sent as decimals); null answers 404, so the cart stays as stored. */
let catalogue: Product[] | null;
let store: CartStore;

function stubServer() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://shop.test').pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (path === '/api/Store/Products' && catalogue) return json(z.encode(productListCodec('USD'), catalogue));
      if (path.endsWith('/CreatePaymentIntent'))
        return json({ paymentIntentId: 'pi_sb_1', clientSecret: 'pi_sb_1_secret_1' });
      if (path.toUpperCase().endsWith('/GETACTIVEDISCOUNTCODE/SAVE10')) return json(SAVE10);
      if (path.endsWith('/ValidateOrder')) return json({ success: true, message: 'Order validated' });
      if (path.endsWith('/Sandbox/Confirm')) return json({ status: 'succeeded', paymentIntentId: 'pi_sb_1' });
      return json({ message: 'Invalid promo code or gift card' }, 404);
    }),
  );
}

function renderCheckout() {
  return renderStorefront(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/confirmation" element={<p>Order confirmed</p>} />
    </Routes>,
    { settings, cart: store, currencyCode: 'USD', path: '/checkout' },
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });

async function fillCard() {
  await userEvent.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

/** A buyer's details and a card, as a shopper fills them before tapping Pay. */
async function fillBuyerAndCard() {
  await userEvent.type(field('First name'), 'Ada');
  await userEvent.type(field('Last name'), 'Lovelace');
  await userEvent.type(field('Email'), 'ada@example.com');
  await fillCard();
}

// Radix's radio groups measure themselves; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  catalogue = null;
  window.localStorage.clear();
  window.sessionStorage.clear();
  store = createCartStore({ storage: window.localStorage, events: null });
  const item = newCartItem({ price: 5000, denominationId: 'e50' });
  store.addItem({ ...item, product: { ...item.product, isShippingEnabled: true } });
  stubServer();
});
afterEach(() => {
  cleanup();
  store.dispose();
  vi.unstubAllGlobals();
});

describe('a postal gift (issue 26 item 12)', () => {
  it("is addressed at first to the recipient the gift details name, the buyer's own details apart", async () => {
    store.setGiftDetails(store.getSnapshot()[0]!.id, giftDetails({ recipientName: 'Grace Hopper' }));
    renderCheckout();
    await userEvent.type(field('First name'), 'Ada');
    await userEvent.click(screen.getByTestId('delivery-mode-physical'));
    expect(field("Recipient's name").value).toBe('Grace Hopper');
    expect(field('First name').value).toBe('Ada');
  });
});

describe('the checkout keeps its form across a reload', () => {
  it('brings back the details, the shipping details and choice, and the discount code, but never the card', async () => {
    renderCheckout();
    await userEvent.type(field('First name'), 'Charles');
    await userEvent.type(field('Last name'), 'Babbage');
    await userEvent.type(field('Email'), 'charles@example.com');
    // The delivery section is rendered a task after the details (RenderInTurn).
    await userEvent.click(await screen.findByTestId('delivery-mode-physical'));
    await userEvent.type(field("Recipient's name"), 'Ada Byron');
    await userEvent.selectOptions(field('Country'), 'GB');
    await userEvent.type(field('Address'), '12 Analytical Row');
    await userEvent.type(field('Town or city'), 'London');
    await userEvent.type(field('Postcode'), 'SW1A 1AA');
    // The phone input's code comes a task after the first render (lazy-phone-field.tsx): typed once it is in.
    await screen.findByTestId('mobile-number-input');
    await userEvent.type(field('Mobile number'), '7400123456');
    await userEvent.click(screen.getByTestId('shipping-option-post'));
    await userEvent.click(screen.getByTestId('promo-open'));
    await userEvent.type(screen.getByTestId('promo-code-input'), 'save10');
    await userEvent.click(screen.getByTestId('promo-apply'));
    await screen.findByTestId('applied-discount');
    await fillCard();

    cleanup();
    renderCheckout();
    expect([field('First name').value, field('Last name').value, field('Email').value]).toEqual([
      'Charles',
      'Babbage',
      'charles@example.com',
    ]);
    expect((await screen.findByTestId<HTMLInputElement>('delivery-mode-physical')).checked).toBe(true);
    expect(field("Recipient's name").value).toBe('Ada Byron');
    expect([
      field('Country').value,
      field('Address').value,
      field('Town or city').value,
      field('Postcode').value,
    ]).toEqual(['GB', '12 Analytical Row', 'London', 'SW1A 1AA']);
    await screen.findByTestId('mobile-number-input');
    expect(field('Mobile number').value).toBe('+44 7400 123456');
    expect(screen.getByTestId('shipping-option-post').getAttribute('data-state')).toBe('checked');
    expect((await screen.findByTestId('applied-discount')).textContent).toContain('SAVE10');
    // 50.00 − 10% + 3.50 shipping
    expect(screen.getByTestId('total-due-value').textContent).toBe('$48.50');
    expect(field('Card number').value).toBe('');
    const kept = window.sessionStorage.getItem(checkoutDraftKey())!;
    expect(kept).toContain('Babbage');
    // No card field is kept (the gift cards' endings are the one field named for cards, and empty here).
    expect(JSON.parse(kept)).toMatchObject({ giftCardEndings: [] });
    expect(kept.replace('"giftCardEndings"', '')).not.toMatch(/4242|12\/34|cvc|card/i);
    // Types a whole checkout twice: on a busy machine that takes longer than the default 5 s.
  }, 60_000);

  it('ignores a kept form that cannot be read', async () => {
    window.sessionStorage.setItem(checkoutDraftKey(), '{"version":1,"form":{"firstName":');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderCheckout();
    expect(field('First name').value).toBe('');
    expect((await screen.findByTestId<HTMLInputElement>('delivery-mode-digital')).checked).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem(checkoutDraftKey())!).form.firstName).toBe('');
  });

  it('forgets the form once the order is placed, after validating the order before the card is charged', async () => {
    renderCheckout();
    await fillBuyerAndCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByText('Order confirmed');
    expect(window.sessionStorage.getItem(checkoutDraftKey())).toBeNull();
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('/api/Payment/ValidateOrder')).toBeLessThan(paths.indexOf('/api/Payment/Sandbox/Confirm'));
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('a cart stored before the store changed', () => {
  it('is priced as the store prices it now, says so, and that price is what ValidateOrder gets', async () => {
    catalogue = [
      liveProduct({ isShippingEnabled: true, denominations: [{ id: 'e50', price: minorUnits(6000), label: '$60' }] }),
    ];
    renderCheckout();
    expect((await screen.findByTestId('cart-changes')).textContent).toContain(
      'The price of Classic gift card changed from $50.00 to $60.00.',
    );
    // The summary is drawn in its own turn (RenderInTurn), maybe after the notice above.
    expect((await screen.findByTestId('total-due-value')).textContent).toBe('$60.00');
    await fillBuyerAndCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByText('Order confirmed');
    const validated = calls.find((call) => call.path === '/api/Payment/ValidateOrder')?.body as {
      cart: { price: number; lineTotal: number }[];
    };
    expect(validated.cart).toMatchObject([{ price: 60, lineTotal: 60 }]);
  });
});

describe('the checkout as it opens', () => {
  it('renders its sections when it opens and when its payment is ready, not when the form marks itself ready; errors still show', async () => {
    detailsRenders.count = 0;
    renderCheckout();
    // The card form shows once the payment intent has answered: the page has settled.
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/Store/Products'));
    await screen.findByLabelText('Card number');
    // Opened, then the payment intent's answer: react-hook-form's ready mark made it three.
    expect(detailsRenders.count).toBe(2);
    // The memoised form still shows what it subscribes to: the error under its field.
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(document.getElementById('checkout-firstName-error')?.textContent).toContain('First name is required'),
    );
  });
});

describe('checkout submit (product §5)', () => {
  it('lists every missing field in the box and under it, and pays nothing', async () => {
    renderCheckout();
    await userEvent.click(await screen.findByTestId('delivery-mode-physical'));
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const box = await screen.findByTestId('error-summary');
    expect(box.querySelector('h2')?.textContent).toBe('Please correct the following errors:');
    expect(screen.getAllByTestId('error-summary-item').map((item) => item.textContent)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      "Recipient's name is required",
      'Country is required',
      'Address is required',
      'City is required',
      'Postcode is required',
      'Mobile number is required',
      'Please select a delivery option',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(calls.map((call) => call.path)).not.toContain('/api/Payment/ValidateOrder');
  });
});

describe("checkout submit when the form's rules cannot load (offline)", () => {
  it('says so under Pay and charges nothing; the next tap checks the form and pays', async () => {
    rulesLoad.fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderCheckout();
      await fillBuyerAndCard();
      await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
      expect((await screen.findByTestId('payment-error')).textContent).toBe(
        'Payment form initialization failed. Please try again.',
      );
      expect(calls.map((call) => call.path)).not.toContain('/api/Payment/ValidateOrder');
      rulesLoad.fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
      await screen.findByText('Order confirmed');
    } finally {
      rulesLoad.fail = false;
      vi.mocked(console.error).mockRestore();
    }
  });
});

describe('the checkout title (product §2)', () => {
  it("is '{store name or Store} – Checkout'", () => {
    expect(checkoutTitle('Lantern Lane')).toBe('Lantern Lane – Checkout');
    expect(checkoutTitle('  ')).toBe('Store – Checkout');
    expect(checkoutTitle(null)).toBe('Store – Checkout');
  });
});
