import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetailInside } from '@giftfront/domain/admin/order-detail';
import { renderDashboard, OWNER } from '@/test/render';
import { OrderMail } from './components/order-cards-and-mail';
import { OrderLines } from './components/order-lines';
import { OrderPayment } from './components/order-payment';

afterEach(cleanup);

/** A top-up as the dashboard holds it (minor units), paid by a Mastercard, with its receipt sent and a refund notice refused. */
const topup = {
  id: 'o1',
  reference: 'ORD-9',
  kind: 'topup',
  topup: { cardLast4: '0077' },
  timeZone: 'Europe/Berlin',
  currency: 'USD',
  lines: [],
  discounts: [],
  fees: [],
  totals: { subtotal: 2000, discount: 0, fees: 0, shipping: 0, tax: 0, giftCards: 0, total: 2000 },
  giftCardPayments: [],
  payment: {
    provider: 'stripe',
    intentId: 'pi_1',
    cardBrand: 'mastercard',
    cardLast4: '4444',
    captured: 2000,
    refunded: 0,
  },
  refunds: [],
  dispute: null,
  deliveries: [],
  emails: [
    {
      id: 'e1',
      kind: 'topup-receipt',
      to: 'ada@example.com',
      at: '2026-03-10T23:30:00Z',
      subject: 'Your top-up of $20.00',
      state: 'sent',
    },
    {
      id: 'e2',
      kind: 'order-refund',
      to: 'gone@example.com',
      at: '2026-03-11T08:00:00Z',
      subject: null,
      state: 'bounced',
    },
  ],
} as unknown as OrderDetailInside;

describe('the order page’s sections', () => {
  it('names a top-up’s card, the card that paid by brand and last 4, and each email by subject with its state', async () => {
    renderDashboard(
      <>
        <OrderLines order={topup} />
        <OrderPayment order={topup} />
        <OrderMail order={topup} />
      </>,
      { session: OWNER },
    );
    expect((await screen.findByTestId('order-topup')).textContent).toBe('Top-up of the card ending 0077');
    expect(within(screen.getByTestId('order-payment')).getByText('Mastercard ending 4444')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2 emails sent' })).toBeTruthy();
    const emails = within(screen.getByTestId('order-emails'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // Times in the store's zone: 23:30 UTC is the next day in Berlin.
    expect(emails).toEqual([
      'Your top-up of $20.00To ada@example.com: sent (Mar 11, 2026, 12:30 AM Europe/Berlin)',
      'Refund emailTo gone@example.com: bounced (Mar 11, 2026, 9:00 AM Europe/Berlin)',
    ]);
  });
});
