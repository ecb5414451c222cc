import { minorUnits } from '@giftfront/domain/money';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '@/lib/i18n/page-locale';
import { orderResult } from '../test-order-result';
import { OrderFacts } from './order-facts';

afterEach(() => {
  cleanup();
  setPageLanguage('en');
});

/** $50 with a $5 discount, $4.50 of fees and $4.95 shipping. */
const withFees = (fees: { name: string; amount: number }[] | undefined, feesTotal = 450) =>
  orderResult({
    totals: {
      subtotal: minorUnits(5000),
      discount: minorUnits(500),
      fees: minorUnits(feesTotal),
      shipping: minorUnits(495),
      tax: minorUnits(0),
      giftCards: minorUnits(0),
      total: minorUnits(5000 - 500 + feesTotal + 495),
    },
    fees: fees?.map((fee) => ({ ...fee, amount: minorUnits(fee.amount) })),
  }).order;

/** Each row of the totals as a person reads it: its label, then its amount. */
const totalRows = () =>
  within(screen.getByTestId('order-facts'))
    .getAllByRole('definition')
    .slice(2) // the paid total and the receipt's address
    .map((amount) => `${amount.previousElementSibling?.textContent}: ${amount.textContent}`);

describe("the order's totals on the confirmation", () => {
  it('lists each fee by the name the server gives, in its language, with its amount, between the discount and shipping', () => {
    render(
      <OrderFacts
        order={withFees([
          { name: 'Frais de service', amount: 250 },
          { name: 'Handling', amount: 200 },
        ])}
      />,
    );
    expect(totalRows()).toEqual([
      'Subtotal: $50.00',
      'Discount: −$5.00',
      'Frais de service: $2.50',
      'Handling: $2.00',
      'Shipping: $4.95',
      'Total: $54.45',
    ]);
    expect(screen.getAllByTestId('order-fee').map((row) => row.textContent)).toEqual([
      'Frais de service$2.50',
      'Handling$2.00',
    ]);
  });

  it('shows no fee row for an order without fees', () => {
    render(<OrderFacts order={withFees([], 0)} />);
    expect(totalRows()).toEqual(['Subtotal: $50.00', 'Discount: −$5.00', 'Shipping: $4.95', 'Total: $49.95']);
    expect(screen.queryByTestId('order-fee')).toBeNull();
  });

  it("shows one 'Fees' row for an order priced before its fees were kept by name, or from a server that sends none", () => {
    for (const fees of [[], undefined]) {
      render(<OrderFacts order={withFees(fees)} />);
      expect(screen.getAllByTestId('order-fee').map((row) => row.textContent)).toEqual(['Fees$4.50']);
      cleanup();
    }
  });

  it("writes the paid total with its currency's code after a bare symbol, and not again after Arabic's US$", () => {
    render(<OrderFacts order={withFees(undefined)} />);
    expect(screen.getByTestId('order-paid-total').textContent).toBe('$54.45 USD');
    cleanup();
    setPageLanguage('ar');
    render(<OrderFacts order={withFees(undefined)} />);
    const paid = screen.getByTestId('order-paid-total').textContent ?? '';
    expect(paid).toContain('US$');
    expect(paid).not.toContain('USD');
  });
});
