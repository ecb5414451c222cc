import { minorUnits } from '@giftfront/domain/money';
import { act, cleanup, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { publicStoreSettingsCodec } from '@giftfront/domain/branding';
import { CUSTOMER_MESSAGES } from '@giftfront/domain/customer-fields';
import { GIFT_DETAILS_MESSAGES } from '@giftfront/domain/gift-details';
import { MANAGE_GIFT_MESSAGES, type ManagedGift } from '@giftfront/domain/manage-gift';
import { SANDBOX_MESSAGES } from '@giftfront/domain/sandbox-card';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { createI18n } from '@/lib/i18n/catalogs';
import { setPageLanguage } from '@/lib/i18n/page-locale';
import { untranslatedWords } from '@/pseudo-locale-words';
import { StoreSettingsProvider } from '@/entities/store/store-settings';
import { CartProvider } from '@/entities/cart/cart-context';
import { createCartStore, type CartStore } from '@/entities/cart/cart-store';
import { cartItem, newCartItem } from '@/entities/cart/test-cart-items';
import { PaymentForm } from '@/entities/payment/payment-form';
import { PaymentError } from '@/entities/payment/pay-button';
import { PaymentSetupError } from '@/entities/payment/payment-setup-error';
import { PAYMENT_MESSAGES } from '@/entities/payment/payment-messages';
import { ThreeDSecureDialog } from '@/entities/payment/sandbox/three-d-secure-dialog';
import { testPayload } from '@/entities/payment/test-payload';
import type { PaymentIntentController } from '@/entities/payment/use-payment-intent';
import { GiftDetailsForm } from '@/features/gift-details/components/gift-details-form';
import type { GiftDialogState } from '@/features/gift-details/gift-dialog-state';
import { CheckoutPage } from '@/features/checkout/checkout-page';
import { ManageGiftPage } from '@/features/manage-gift/manage-gift-page';
import { ManagedGiftCard, type GiftChanges } from '@/features/manage-gift/components/managed-gift-card';
import { BalanceResult } from '@/features/balance/components/balance-result';
import { cardStanding } from '@/features/balance/card-standing';
import { TopUpButton } from '@/features/top-up/top-up-button';

/**
 * The pseudo-locale test's second half (pseudo-locale.test.tsx renders the routes on the server):
 * what only the browser shows, in its open and refused states — the gift dialog with its schedule
 * and errors, the checkout's refused form (digital and postal), its promo refusal and card form,
 * the 3-D Secure dialog, the payment's refusals, the manage-gift page and its forms, the balance
 * warnings and the top-up dialog. Every domain sentence a shopper may be shown is rendered
 * through the component that shows it. A word of plain ASCII letters is a text without a message.
 */
vi.mock('@/entities/payment/stripe/load-stripe-once', () => ({ loadStripeOnce: () => new Promise(() => {}) }));

let pseudo: I18n;
beforeAll(async () => {
  pseudo = await createI18n('pseudo');
  setPageLanguage('pseudo');
});
afterAll(() => setPageLanguage('en'));

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const settings = publicStoreSettingsCodec('USD').parse({
  company: { name: 'Qqq' },
  payment: { provider: 'sandbox', connectedAccountId: 'acct_1', publicKey: 'pk_1' },
  shippingOptions: [{ id: 'post', name: 'Qqq', price: 3.5, deliveryMethod: 'Postal' }],
  shouldAllowTopups: true,
});

function inPseudo(ui: ReactNode, path = '/'): RenderResult {
  return render(
    <I18nProvider i18n={pseudo}>
      <StoreSettingsProvider settings={settings}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </StoreSettingsProvider>
    </I18nProvider>,
  );
}

/** The page as it stands, dialogs (portals) included; the cities in the time zones' list are @vvo/tzdb's data. */
function shownWords(): string[] {
  const copy = document.body.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[data-testid$="time-zone-list"] option').forEach((option) => option.remove());
  return untranslatedWords(copy.innerHTML);
}

let server: (path: string, init?: RequestInit) => Response | null;
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  window.localStorage.clear();
  window.sessionStorage.clear();
  server = () => null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://shop.test').pathname;
      const answer = server(path, init);
      if (answer) return answer;
      if (path.endsWith('/CreatePaymentIntent')) return json({ paymentIntentId: 'pi_sb_1', clientSecret: 'pi_sb_1_s' });
      if (path.endsWith('/ValidateOrder')) return json({ success: true, message: 'Order validated' });
      return json({ message: 'Invalid promo code or gift card' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the pseudo-locale finds no text without a message in what the browser shows', () => {
  it('in the gift dialog, scheduled, refused, and its inspiration dialog', async () => {
    const base = cartItem('line-1', { quantity: 2 });
    const item = { ...base, product: { ...base.product, name: 'Qqq', imageAlt: 'Qqq' } };
    const dialog: GiftDialogState = {
      subject: { kind: 'cart-item', item },
      openForCartItem: vi.fn(),
      save: vi.fn(async () => {}),
      removeGiftDetails: vi.fn(),
      close: vi.fn(),
    };
    inPseudo(<GiftDetailsForm subject={dialog.subject!} gift={dialog} />);
    await userEvent.click(screen.getByTestId('schedule-later'));
    await userEvent.click(screen.getByTestId('gift-save'));
    await screen.findByTestId('recipient-name-error');
    expect(shownWords()).toEqual([]);
    await userEvent.click(screen.getByTestId('recipient-mode-different'));
    expect(shownWords()).toEqual([]);
    await userEvent.click(screen.getByTestId('open-inspiration'));
    await screen.findByTestId('inspiration-dialog');
    expect(shownWords()).toEqual([]);
    // A canned message, from the inspiration catalog the dialog loads, in the page's language.
    await userEvent.click(screen.getByTestId('inspiration-generate'));
    await screen.findByTestId('inspiration-message', {}, { timeout: 5_000 });
    expect(shownWords()).toEqual([]);
  });

  it('in the checkout refused, by email and by post, with a promo refused and the card form', async () => {
    const store: CartStore = createCartStore({ storage: window.localStorage, events: null });
    const item = newCartItem({ price: 5000, denominationId: 'e50' });
    store.addItem({ ...item, product: { ...item.product, name: 'Qqq', imageAlt: 'Qqq', isShippingEnabled: true } });
    inPseudo(
      <CartProvider store={store} currencyCode="USD">
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
        </Routes>
      </CartProvider>,
      '/checkout',
    );
    await screen.findByTestId('sandbox-card-form');
    await userEvent.click(screen.getByTestId('delivery-mode-physical'));
    await userEvent.click(screen.getByTestId('promo-open'));
    await userEvent.type(screen.getByTestId('promo-code-input'), 'nope');
    await userEvent.click(screen.getByTestId('promo-apply'));
    await screen.findByTestId('promo-error');
    await userEvent.type(screen.getByTestId('card-number-input'), '4242424242424242');
    await userEvent.type(screen.getByTestId('card-expiry-input'), '1234');
    await userEvent.type(screen.getByTestId('card-cvc-input'), '123');
    await userEvent.click(screen.getByTestId('pay-button'));
    await screen.findByTestId('error-summary');
    expect(shownWords()).toEqual([]);
    store.dispose();
  });

  it('in the card form refused, its setup failure and the 3-D Secure dialog', async () => {
    server = (path) => (path.endsWith('/Sandbox/Confirm') ? json({ message: SANDBOX_MESSAGES.declined }, 402) : null);
    const controller: PaymentIntentController = {
      setup: { status: 'ready', intent: { paymentIntentId: 'pi_sb_1', clientSecret: 'pi_sb_1_s' } },
      provider: 'sandbox',
      retry: vi.fn(),
      replace: vi.fn(),
      forget: vi.fn(),
    };
    const prepare = async () => ({ billingDetails: { name: 'Qqq', email: 'q@example.com' }, payload: testPayload });
    inPseudo(
      <>
        <PaymentForm
          controller={controller}
          payment={settings.payment}
          payLabel="Qqq"
          prepare={prepare}
          onPaid={vi.fn()}
        />
        <PaymentSetupError
          message={PAYMENT_MESSAGES.formInitFailed}
          detail={PAYMENT_MESSAGES.notConfigured}
          onRetry={vi.fn()}
        />
        {Object.values(SANDBOX_MESSAGES).map((message) => (
          <PaymentError key={message} message={message} testId={`error-${message}`} />
        ))}
      </>,
    );
    await userEvent.type(screen.getByTestId('card-number-input'), '4000000000000002');
    await userEvent.type(screen.getByTestId('card-expiry-input'), '1234');
    await userEvent.type(screen.getByTestId('card-cvc-input'), '123');
    await userEvent.click(screen.getByTestId('pay-button'));
    await screen.findByTestId('payment-error');
    expect(shownWords()).toEqual([]);
    cleanup();
    inPseudo(<ThreeDSecureDialog open amountText="$50.00" onDecide={vi.fn()} />);
    await screen.findByTestId('three-d-secure-dialog');
    expect(shownWords()).toEqual([]);
  });

  it('on the manage-gift page, its gifts in every state, its forms and refusals', async () => {
    const orderId = '0b9a3c1e-5d2f-4a7b-8c6d-1e2f3a4b5c6d';
    const gift = (id: string, state: ManagedGift['state'], resendsLeft = 3): ManagedGift => ({
      id,
      title: 'Qqq',
      amount: '$50.00',
      last4: '1234',
      recipientName: 'Qqq',
      recipientEmail: 'Qqq@Qqq.Qqq',
      state,
      scheduledAt: '2030-11-07T14:00:00.000Z',
      timeZone: 'America/New_York',
      deliveredAt: state === 'delivered' ? '2030-11-07T14:00:00.000Z' : null,
      resendsLeft,
    });
    const gifts = [
      gift('g1', 'scheduled'),
      gift('g2', 'sending'),
      gift('g3', 'delivered'),
      gift('g4', 'delivered', 0),
      gift('g5', 'failed'),
      gift('g6', 'bounced'),
      gift('g7', 'cancelled'),
    ];
    server = (path) =>
      path.includes('/api/ManageGift/')
        ? path.endsWith('/send-now')
          ? json({ message: MANAGE_GIFT_MESSAGES.sending }, 409)
          : json({
              orderReference: '20301107-1234',
              buyerName: 'Qqq',
              linkExpiresAt: '2031-01-01T00:00:00.000Z',
              gifts,
            })
        : null;
    inPseudo(
      <Routes>
        <Route path="/manage-gift" element={<ManageGiftPage />} />
      </Routes>,
      `/manage-gift?order=${orderId}&token=t`,
    );
    const cards = await screen.findAllByTestId('managed-gift');
    expect(cards).toHaveLength(gifts.length);
    expect(shownWords()).toEqual([]);
    cleanup();

    // Each form open and refused, and every refusal the server may give.
    const refuse = async () => {
      throw new Error(MANAGE_GIFT_MESSAGES.tooMany);
    };
    const changes: GiftChanges = { recipient: refuse, schedule: refuse, sendNow: refuse, resend: refuse };
    inPseudo(
      <ul>
        <ManagedGiftCard gift={gifts[0]!} changes={changes} />
        <ManagedGiftCard gift={gifts[0]!} changes={changes} />
        <ManagedGiftCard gift={gifts[2]!} changes={changes} />
        {Object.values(MANAGE_GIFT_MESSAGES).map((message) => (
          <PaymentError key={message} message={message} testId={`refusal-${message}`} />
        ))}
      </ul>,
    );
    const [first, second] = screen.getAllByTestId('managed-gift');
    const clickIn = (card: HTMLElement | undefined, index: number) =>
      userEvent.click(card!.querySelectorAll('button')[index]!);
    await clickIn(first, 0);
    await userEvent.clear(screen.getByTestId('recipient-name-input'));
    await userEvent.clear(screen.getByTestId('recipient-email-input'));
    await userEvent.click(screen.getByTestId('recipient-form').querySelector('button[type="submit"]')!);
    await screen.findByTestId('recipient-name-error');
    await clickIn(second, 1);
    await userEvent.type(screen.getByTestId('time-zone-search'), 'zzzz');
    await userEvent.click(screen.getAllByTestId('managed-gift')[2]!.querySelector('button')!);
    await userEvent.click(screen.getByTestId('resend-form').querySelector('button[type="submit"]')!);
    await screen.findByTestId('resend-form-refusal');
    expect(shownWords()).toEqual([]);
  });

  it('on the manage-gift page without a valid link', async () => {
    inPseudo(
      <Routes>
        <Route path="/manage-gift" element={<ManageGiftPage />} />
      </Routes>,
      '/manage-gift?order=x',
    );
    await screen.findByTestId('manage-gift-error');
    expect(shownWords()).toEqual([]);
  });

  it('in the balance warnings of gift cards and vouchers', () => {
    const card = (overrides: Partial<GiftCardLookup>): GiftCardLookup => ({
      id: 'c',
      code: '1234123412341234',
      balance: minorUnits(10),
      isoCurrencyCode: 'USD',
      expiresOn: null,
      recipientEmailAddress: null,
      status: 'Active',
      ...overrides,
    });
    const voucher = (status: 'Valid' | 'Used' | 'Expired' | 'Voided') =>
      card({
        voucher: { product: 'Qqq', option: 'Qqq', status, usedOn: status === 'Used' ? '2026-03-11' : null },
      } as Partial<GiftCardLookup>);
    const cards = [
      card({ status: 'Expired' }),
      card({ balance: minorUnits(0) }),
      card({ status: 'Inactive' }),
      voucher('Valid'),
      voucher('Used'),
      voucher('Expired'),
      voucher('Voided'),
    ];
    inPseudo(
      <>
        {cards.map((shown, index) => (
          <BalanceResult key={index} card={shown} standing={cardStanding(shown, '2026-06-01', pseudo)} />
        ))}
      </>,
    );
    expect(screen.getAllByTestId('balance-warning')).toHaveLength(6);
    expect(shownWords()).toEqual([]);
  });

  it('in the top-up dialog, its amount refused', async () => {
    const card = {
      id: 'card-1',
      code: '1234123412341234',
      balance: 10,
      isoCurrencyCode: 'USD',
      expiresOn: null,
      recipientEmailAddress: 'q@example.com',
      status: 'Active',
    } as GiftCardLookup;
    inPseudo(<TopUpButton card={card} onToppedUp={vi.fn()} />);
    await userEvent.click(screen.getByTestId('top-up-button'));
    const amount = await screen.findByTestId('top-up-amountText');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.001');
    await act(async () => {
      amount.blur();
    });
    await screen.findByText((_, element) => element?.id === `${amount.id}-error`);
    expect(shownWords()).toEqual([]);
  });

  it('in every sentence packages/domain may refuse a shopper’s details with', () => {
    inPseudo(
      <>
        {[...Object.values(GIFT_DETAILS_MESSAGES), ...Object.values(CUSTOMER_MESSAGES)].map((message) => (
          <PaymentError key={message} message={message} testId={`domain-${message}`} />
        ))}
      </>,
    );
    expect(shownWords()).toEqual([]);
  });
});
