import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderResult } from '@giftfront/domain/order';
import { issuedCard, orderResult } from '../test-order-result';
import { OrderConfirmed } from './order-confirmed';

afterEach(cleanup);

const until = '2025-03-12T15:30:00.000Z';
const renderOrder = (order: OrderResult) =>
  render(
    <MemoryRouter>
      <OrderConfirmed result={order} message={null} />
    </MemoryRouter>,
  );

describe("a 'send the codes to me' order's codes on its confirmation page (decision 0163)", () => {
  it('offers the buyer’s browser the download until 7 days after the order', () => {
    renderOrder(orderResult({ codesDownload: { until, open: true } }));
    expect(screen.getByRole('heading', { name: 'The gift card codes' })).toBeTruthy();
    expect(screen.getByTestId('codes-download-until').textContent).toMatch(
      /^No email was sent to the recipients\. Download the codes as a CSV file until .*2025/,
    );
    expect(screen.getByRole('button', { name: 'Download the codes (CSV)' })).toBeTruthy();
  });

  it('points another browser to the receipt email’s link', () => {
    renderOrder(orderResult({ codesDownload: { until, open: true } }, [issuedCard({ giftCardId: null })]));
    expect(screen.getByTestId('codes-download-receipt-hint').textContent).toMatch(
      /^To download the codes, open the link in your receipt email \(until .*\)\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Download the codes (CSV)' })).toBeNull();
  });

  it('says in a sentence that the 7 days have passed, with no button', () => {
    renderOrder(orderResult({ codesDownload: { until, open: false } }));
    expect(screen.getByTestId('codes-download-expired').textContent).toBe(
      'The codes of this order could be downloaded for 7 days after it was placed, and that time has passed. Contact the store to have them sent again.',
    );
    expect(screen.queryByRole('button', { name: 'Download the codes (CSV)' })).toBeNull();
  });

  it('shows nothing of the kind for an order whose cards were emailed', () => {
    renderOrder(orderResult({ codesDownload: null }));
    expect(screen.queryByTestId('codes-download')).toBeNull();
  });
});
