import { minorUnits } from '@giftfront/domain/money';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderResult } from '@giftfront/domain/order';
import { formatShopperMomentInZone } from '@giftfront/domain/shopper-dates';
import { issuedCard, orderResult } from '../test-order-result';
import { OrderConfirmed } from './order-confirmed';

afterEach(cleanup);

const renderOrder = (order: OrderResult, message?: string) =>
  render(
    <MemoryRouter>
      <OrderConfirmed result={order} message={message} />
    </MemoryRouter>,
  );

describe('the confirmed order', () => {
  it("thanks the shopper with the store's message, else the default", () => {
    renderOrder(orderResult(), 'See you soon!');
    expect(screen.getByTestId('confirmation-message').textContent).toBe('See you soon!');
    cleanup();
    renderOrder(orderResult());
    expect(screen.getByTestId('confirmation-message').textContent).toBe(
      'Your order has been processed and your gift cards are ready to use.',
    );
    expect(screen.getByText('Thank you!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your order is confirmed!');
  });

  it('calls vouchers vouchers in its default message, and shows the option bought under each title', () => {
    renderOrder(orderResult({}, [issuedCard({ kind: 'voucher', giftCardTitle: 'Spa Day', option: 'Day for two' })]));
    expect(screen.getByTestId('confirmation-message').textContent).toBe(
      'Your order has been processed and your vouchers are ready to use.',
    );
    expect(screen.getByTestId('issued-card-option').textContent).toBe('Day for two');
  });

  it("titles a card 'Gift Card' by default and shows only the last four characters of its code", () => {
    renderOrder(orderResult());
    expect(screen.getByTestId('issued-card-title').textContent).toBe('Gift Card');
    expect(screen.getByTestId('issued-card-code').textContent).toBe('•••• 8ZNB');
    expect(document.body.textContent).not.toContain('K7PQ2M9XW4RT');
  });

  it('names the recipient by email for email delivery, falling back to the buyer', () => {
    renderOrder(
      orderResult({}, [issuedCard({ recipientEmail: 'grace@example.com' }), issuedCard({ giftCardId: 'other' })]),
    );
    expect(screen.getAllByTestId('issued-card-recipient').map((el) => el.textContent)).toEqual([
      'Recipient: grace@example.com',
      'Recipient: ada@example.com',
    ]);
  });

  it('shows a top-up as the card topped up, without issued cards', () => {
    const topup = orderResult(
      {
        kind: 'topup',
        items: [
          {
            productId: 'gc',
            productName: 'Gift card top-up',
            denominationLabel: 'Card ending ABCD',
            quantity: 1,
            price: minorUnits(2000),
            lineTotal: minorUnits(2000),
            imageUrl: null,
          },
        ],
      },
      [],
    );
    renderOrder(topup);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your gift card is topped up!');
    expect(screen.getByTestId('topup-items').textContent).toContain('Card ending ABCD');
    expect(screen.queryByTestId('issued-cards')).toBeNull();
  });

  it('offers View and Print of an emailed card, each opening its page in a new tab', () => {
    renderOrder(orderResult());
    const view = screen.getByTestId('issued-card-view');
    expect(view.getAttribute('href')).toBe('/GiftCard/Preview/5b0c7a52-93c1-4a55-9e52-2f0f2d7a3f10');
    expect(view.getAttribute('target')).toBe('_blank');
    const print = screen.getByTestId('issued-card-print');
    expect(print.getAttribute('href')).toBe('/GiftCard/Pdf/5b0c7a52-93c1-4a55-9e52-2f0f2d7a3f10');
    expect(print.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('issued-card-delivery')).toBeNull();
  });

  it('offers the wallets the server names for a card, and none when it names none', () => {
    const id = '5b0c7a52-93c1-4a55-9e52-2f0f2d7a3f10';
    renderOrder(
      orderResult({}, [
        issuedCard({
          wallet: { apple: `/GiftCard/Wallet/${id}/apple.pkpass`, google: `/GiftCard/Wallet/${id}/google` },
        }),
      ]),
    );
    const apple = screen.getByRole('link', { name: /to Apple Wallet$/ });
    expect(apple.getAttribute('href')).toBe(`/GiftCard/Wallet/${id}/apple.pkpass`);
    expect(apple.textContent).toBe('Add to Apple Wallet');
    expect(screen.getByTestId('issued-card-google-wallet').getAttribute('href')).toBe(`/GiftCard/Wallet/${id}/google`);
    cleanup();
    renderOrder(
      orderResult({}, [issuedCard({ wallet: { apple: `/GiftCard/Wallet/${id}/apple.pkpass`, google: null } })]),
    );
    expect(screen.getByTestId('issued-card-apple-wallet')).toBeTruthy();
    expect(screen.queryByTestId('issued-card-google-wallet')).toBeNull();
    cleanup();
    renderOrder(orderResult());
    expect(screen.queryByTestId('issued-card-apple-wallet')).toBeNull();
    expect(screen.queryByTestId('issued-card-google-wallet')).toBeNull();
  });

  it("points another browser than the buyer's to the receipt email instead of View and Print, with the code masked", () => {
    renderOrder(orderResult({}, [issuedCard({ giftCardId: null, giftCardCode: '•••• 8ZNB' })]));
    expect(screen.getByTestId('issued-card-code').textContent).toBe('•••• 8ZNB');
    expect(screen.queryByTestId('issued-card-view')).toBeNull();
    expect(screen.queryByTestId('issued-card-print')).toBeNull();
    expect(screen.getByTestId('issued-card-receipt-hint').textContent).toBe(
      'To view or print this card, open the link in your receipt email.',
    );
  });

  it('shows a shipped postal card with its carrier and tracking number', () => {
    const fulfillment = {
      shippingOptionName: 'Royal Mail',
      status: 'shipped' as const,
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456789GB',
    };
    renderOrder(
      orderResult({ deliveryMethod: 'Postal', fulfillment }, [
        issuedCard({ deliveryMethod: 'Postal', recipientName: 'Charles Babbage' }),
      ]),
    );
    expect(screen.getByTestId('issued-card-status').textContent).toBe('Shipped');
    expect(screen.getByTestId('issued-card-tracking').textContent).toBe('Royal Mail, tracking RM123456789GB');
  });

  it("shows a card's message, 'Sent' a past delivery moment and 'Scheduled for' a future one, in the shopper's locale with the zone", () => {
    const past = '2025-03-05T15:30:00.000Z';
    const future = '2099-03-05T15:30:00.000Z';
    renderOrder(
      orderResult({}, [
        issuedCard({ giftCardTitle: 'Everyday Gift Card', giftMessage: 'Happy birthday!', scheduledDate: past }),
        issuedCard({ giftCardId: 'c2', scheduledDate: future }),
      ]),
    );
    expect(screen.getAllByTestId('issued-card-title')[0]?.textContent).toBe('Everyday Gift Card');
    expect(screen.getByTestId('issued-card-message').textContent).toBe('“Happy birthday!”');
    expect(screen.getAllByTestId('issued-card-scheduled').map((row) => row.textContent)).toEqual([
      `Sent ${formatShopperMomentInZone(past)}`,
      `Scheduled for ${formatShopperMomentInZone(future)}`,
    ]);
  });

  it("lists vouchers under 'Your vouchers', apart from the gift cards", () => {
    renderOrder(
      orderResult({}, [
        issuedCard({ giftCardTitle: 'Spa day', kind: 'voucher' }),
        issuedCard({ giftCardId: 'c2', giftCardTitle: 'Everyday' }),
      ]),
    );
    expect(
      within(screen.getByRole('region', { name: 'Your vouchers' })).getByTestId('issued-card-title').textContent,
    ).toBe('Spa day');
    expect(
      within(screen.getByRole('region', { name: 'Your gift cards' })).getByTestId('issued-card-title').textContent,
    ).toBe('Everyday');
  });

  it("marks a postal card 'Delivery: Post' and 'Awaiting shipment', names its recipient, and shows the shipping details", () => {
    const shippingAddress = {
      name: 'Charles Babbage',
      company: 'Difference Engines Ltd',
      address: '12 Analytical Row',
      address2: 'Flat 3',
      city: 'London',
      postcode: 'SW1A 1AA',
      country: 'GB',
      mobileNumber: '+447400123456',
      email: null,
    };
    renderOrder(
      orderResult({ deliveryMethod: 'Postal', shippingAddress, fulfillment: { shippingOptionName: 'Royal Mail' } }, [
        issuedCard({ deliveryMethod: 'Postal', recipientName: 'Charles Babbage' }),
      ]),
    );
    expect(screen.getByTestId('issued-card-delivery').textContent).toBe('Delivery: Post');
    expect(screen.getByTestId('issued-card-status').textContent).toBe('Awaiting shipment');
    expect(screen.getByTestId('issued-card-recipient').textContent).toBe('Recipient: Charles Babbage');
    expect(screen.queryByTestId('issued-card-view')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Shipping Details' })).toBeTruthy();
    expect(Array.from(screen.getByTestId('shipping-address').children, (line) => line.textContent)).toEqual([
      'Charles Babbage',
      'Difference Engines Ltd',
      '12 Analytical Row',
      'Flat 3',
      'LONDON',
      'SW1A 1AA',
      'United Kingdom',
    ]);
    expect(screen.getByTestId('shipping-contact').textContent).toBe('ada@example.com+44 7400 123456');
    expect(screen.getByTestId('shipping-method').textContent).toBe('Royal Mail');
  });

  it('shows the paid total with its currency, the receipt email, one order identifier (the order number) and Continue Shopping', () => {
    renderOrder(orderResult());
    expect(screen.getByTestId('order-paid-total').textContent).toBe('$25.00 USD');
    expect(screen.getByTestId('order-receipt-email').textContent).toBe('ada@example.com');
    expect(screen.queryByTestId('order-id')).toBeNull();
    expect(screen.queryByText('order-1')).toBeNull();
    expect(screen.getByTestId('order-number').textContent).not.toBe('');
    expect(screen.getByTestId('continue-shopping').getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('shipping-details')).toBeNull();
  });
});
