import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetailInside } from '@giftfront/domain/admin/order-detail';
import { renderDashboard, stubFetch, OWNER } from '@/test/render';
import { RefundDialog } from './components/refund-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const L1 = '7c1b7c55-2f6e-4f4e-9a53-0d7b1f0e2a01';
const line = (id: string, name: string, total: number) => ({
  id,
  productName: name,
  productType: 'GiftCard',
  denominationLabel: `$${total / 100}`,
  unitPrice: total,
  quantity: 1,
  lineTotal: total,
  gift: null,
  refunded: false,
});

/** An order as the dashboard holds it: minor units. */
const order = {
  id: 'o1',
  reference: 'ORD-1',
  currency: 'USD',
  lines: [line(L1, 'Classic', 2500), line('7c1b7c55-2f6e-4f4e-9a53-0d7b1f0e2a02', 'Deluxe', 5000)],
  // $75 of cards and a $3 fee, paid $58 by card and $20 by a gift card.
  totals: { subtotal: 7500, discount: 0, fees: 300, shipping: 0, tax: 0, giftCards: 2000, total: 5800 },
  payment: { provider: 'sandbox', intentId: 'pi', cardBrand: null, cardLast4: null, captured: 5800, refunded: 0 },
  refunds: [],
} as unknown as OrderDetailInside;

const refunded = {
  status: 201,
  body: {
    refund: {
      id: 'r1',
      at: '2026-01-01T00:00:00Z',
      amount: 25,
      loss: 0,
      reason: 'x',
      source: 'dashboard',
      by: 'Olive',
    },
    paymentStatus: 'Partially refunded',
  },
};

describe('the Refund dialog', () => {
  it('asks for a reason and at least one line, then refunds the chosen lines', async () => {
    const calls = stubFetch(() => refunded);
    const onOpenChange = vi.fn();
    renderDashboard(<RefundDialog order={order} open onOpenChange={onOpenChange} />, { session: OWNER });
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order ORD-1' }));
    await userEvent.click(dialog.getByLabelText('Chosen lines'));
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('Choose at least one line')).toBeTruthy();
    expect(dialog.getByText('Reason is required')).toBeTruthy();
    await userEvent.click(dialog.getByLabelText(/Classic/));
    await userEvent.type(dialog.getByLabelText('Reason'), 'Wrong recipient');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 10_000 });
    expect(calls).toEqual([
      { url: '/api/admin/orders/o1/refunds', method: 'POST', body: { lineIds: [L1], reason: 'Wrong recipient' } },
    ]);
  });

  it('sends a typed amount as the API’s decimal', async () => {
    const calls = stubFetch(() => refunded);
    renderDashboard(<RefundDialog order={order} open onOpenChange={vi.fn()} />, { session: OWNER });
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByLabelText('An amount'));
    await userEvent.type(dialog.getByLabelText('Amount (USD)'), '12.50');
    await userEvent.type(dialog.getByLabelText('Reason'), 'Goodwill');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000 });
    expect(calls[0]!.body).toEqual({ amount: 12.5, reason: 'Goodwill' });
  });

  it('names spent cards on a 409 and refunds less when the owner chooses so', async () => {
    const calls = stubFetch((_url, init) =>
      JSON.parse(String(init.body)).amount === 10
        ? refunded
        : {
            status: 409,
            body: {
              message: 'Already spent',
              spentCards: [{ id: 'c2', last4: 'WXYZ', balance: 10, toRefund: 50 }],
              refundableWithoutLoss: 10,
            },
          },
    );
    renderDashboard(<RefundDialog order={order} open onOpenChange={vi.fn()} />, { session: OWNER });
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Reason'), 'Returned');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect((await dialog.findByTestId('spent-cards')).textContent).toContain(
      'Card ending WXYZ: $10.00 left of the $50.00 this refund takes back',
    );
    expect(dialog.getByRole('button', { name: 'Refund anyway (loss $40.00)' })).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Refund $10.00 instead' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 10_000 });
    expect(calls[1]!.body).toEqual({ reason: 'Returned', amount: 10 });
  });

  it('shows the total before Refund is pressed, where the money goes, and what happens to the fee', async () => {
    stubFetch(() => refunded);
    renderDashboard(<RefundDialog order={order} open onOpenChange={vi.fn()} />, { session: OWNER });
    const dialog = within(await screen.findByRole('dialog'));
    const summary = () => dialog.getByTestId('refund-summary').textContent;
    expect(summary()).toContain('Refund total: $78.00, everything still paid for this order.');
    expect(summary()).toContain("The order's fees ($3.00) are refunded with it.");
    expect(summary()).toContain("$58.00 goes back to the buyer's payment and $20.00 to the gift cards that paid.");

    await userEvent.click(dialog.getByLabelText('Chosen lines'));
    expect(summary()).toBe('Choose the lines to refund to see the total.');
    await userEvent.click(dialog.getByLabelText(/Classic/));
    expect(summary()).toContain("Refund total: $25.00, the chosen lines' value.");
    expect(summary()).toContain("The order's fees ($3.00) are not refunded with lines");

    await userEvent.click(dialog.getByLabelText('An amount'));
    await userEvent.type(dialog.getByLabelText('Amount (USD)'), '100');
    expect(summary()).toBe('Type an amount up to $78.00, what is left to refund.');
    await userEvent.clear(dialog.getByLabelText('Amount (USD)'));
    await userEvent.type(dialog.getByLabelText('Amount (USD)'), '10');
    expect(summary()).toContain('Refund total: $10.00 of the $78.00 left to refund.');
  });
});
