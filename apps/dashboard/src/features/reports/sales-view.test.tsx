import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesReportWire as SalesReport } from '@giftfront/domain/admin/reports';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { ReportsPage } from './reports-page';

vi.mock('./components/bar-chart', () => ({
  default: ({ title, labels }: { title: string; labels: string[] }) => (
    <div role="img" aria-label={title} data-testid="bar-chart" data-labels={labels.join('|')} />
  ),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const zero = { orders: 0, gross: 0, discounts: 0, fees: 0, shipping: 0, tax: 0, refunds: 0, net: 0 };
const sales = (groupBy: SalesReport['groupBy']): SalesReport => ({
  currency: 'USD',
  timeZone: 'Europe/Berlin',
  from: '2026-03-01',
  to: '2026-03-03',
  groupBy,
  periods:
    groupBy === 'month'
      ? [
          {
            period: '2026-03-01',
            ...zero,
            orders: 2,
            gross: 205,
            discounts: 10,
            fees: 2.5,
            shipping: 5,
            tax: 8.4,
            net: 195,
          },
        ]
      : [
          { period: '2026-03-01', ...zero, orders: 1, gross: 100, discounts: 10, fees: 2.5, net: 90 },
          { period: '2026-03-02', ...zero },
          { period: '2026-03-03', ...zero, orders: 1, gross: 105, shipping: 5, tax: 8.4, net: 105 },
        ],
  totals: { orders: 2, gross: 205, discounts: 10, fees: 2.5, shipping: 5, tax: 8.4, refunds: 0, net: 195 },
  products: [
    {
      productId: 'p1',
      name: 'Classic Gift Card',
      kind: 'money',
      units: 3,
      gross: 125,
      discounts: 10,
      refunds: 0,
      net: 115,
    },
    { productId: 'p2', name: 'Spa Day', kind: 'voucher', units: 1, gross: 80, discounts: 0, refunds: 0, net: 80 },
  ],
  kinds: [
    { kind: 'money', units: 3, gross: 125, discounts: 10, refunds: 0, net: 115 },
    { kind: 'voucher', units: 1, gross: 80, discounts: 0, refunds: 0, net: 80 },
  ],
  yearEarlier: {
    from: '2025-03-01',
    to: '2025-03-03',
    hadSales: true,
    totals: { ...zero, orders: 2, gross: 200, net: 156, refunds: 44, tax: 10 },
  },
  bonusCredit: { granted: 20, used: 7.5, expired: 0 },
  refundsAsStoreCredit: 0,
});

describe('the sales report', () => {
  it('shows the totals, the chart with its summary, the periods, the products and money against vouchers', async () => {
    stubFetch((url) => ({ status: 200, body: sales(url.includes('groupBy=month') ? 'month' : 'day') }));
    renderDashboard(<ReportsPage />, { session: OWNER, path: '/reports?from=2026-03-01&to=2026-03-03' });
    const totals = within(await screen.findByTestId('sales-totals'));
    expect(totals.getByText('Net').nextElementSibling?.textContent).toBe('$195.00');
    expect(await screen.findByRole('img', { name: 'Gross and net sales by day' })).toBeTruthy();
    expect(screen.getByTestId('sales-chart').querySelector('figcaption')?.textContent).toBe(
      '2 orders from Mar 1, 2026 to Mar 3, 2026: gross $205.00, net $195.00. The highest net was $105.00, Mar 3, 2026.',
    );
    expect(screen.getAllByText('Mar 3, 2026').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Spa Day').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('sales-kinds')).getByText('Vouchers').nextElementSibling?.textContent).toContain(
      'net $80.00',
    );
    expect(screen.getByTestId('sales-definition').textContent).toContain('Net = gross − discounts − refunds');
    expect(screen.getByTestId('sales-bonus-credit').textContent).toBe(
      'Bonus credit (not part of sales): granted $20.00 · used $7.50 · expired $0.00',
    );
    expect(screen.getByRole('link', { name: 'Sales CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports/sales.csv?from=2026-03-01&to=2026-03-03&groupBy=day',
    );
    expect(screen.getByRole('link', { name: 'Sales' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts the same days a year earlier beside each figure, or says there were no sales then', async () => {
    stubFetch(() => ({ status: 200, body: sales('day') }));
    renderDashboard(<ReportsPage />, { session: OWNER, path: '/reports?from=2026-03-01&to=2026-03-03' });
    await screen.findByTestId('sales-totals');
    expect(screen.getByTestId('sales-year-earlier-range').textContent).toContain('Mar 1, 2025 – Mar 3, 2025');
    expect(screen.getByTestId('year-earlier-net').textContent).toBe('a year earlier $156.00, +25.0 %');
    expect(screen.getByTestId('year-earlier-gross').textContent).toBe('a year earlier $200.00, +2.5 %');
    expect(screen.getByTestId('year-earlier-refunds').textContent).toBe('a year earlier $44.00, -100.0 %');
    expect(screen.getByTestId('year-earlier-tax').textContent).toBe('a year earlier $10.00, -16.0 %');
    expect(screen.getByTestId('year-earlier-orders').textContent).toBe('a year earlier 2, 0.0 %');
    // Nothing to divide by: the amount alone, never a made-up percentage.
    expect(screen.getByTestId('year-earlier-discounts').textContent).toBe('a year earlier $0.00');
    cleanup();
    stubFetch(() => ({
      status: 200,
      body: { ...sales('day'), yearEarlier: { from: '2025-03-01', to: '2025-03-03', hadSales: false, totals: zero } },
    }));
    renderDashboard(<ReportsPage />, { session: OWNER, path: '/reports?from=2026-03-01&to=2026-03-03' });
    expect((await screen.findByTestId('year-earlier-net')).textContent).toBe('no sales a year earlier');
    expect(screen.getByTestId('year-earlier-orders').textContent).toBe('no sales a year earlier');
  });

  it('groups by month when asked, keeping the dates, and the CSV follows', async () => {
    const calls = stubFetch((url) => ({ status: 200, body: sales(url.includes('groupBy=month') ? 'month' : 'day') }));
    renderDashboard(<ReportsPage />, { session: OWNER, path: '/reports?from=2026-03-01&to=2026-03-03' });
    await screen.findByTestId('sales-totals');
    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'month');
    expect((await screen.findAllByText('March 2026')).length).toBeGreaterThan(0);
    expect(
      calls.some((call) => call.url.endsWith('/api/admin/reports/sales?from=2026-03-01&to=2026-03-03&groupBy=month')),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Sales CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports/sales.csv?from=2026-03-01&to=2026-03-03&groupBy=month',
    );
    expect(screen.getByRole('link', { name: 'Liability and redemptions' }).getAttribute('href')).toBe(
      '/reports?from=2026-03-01&to=2026-03-03&groupBy=month&view=gift-cards',
    );
  });

  it('says so when the dates have no sales, and shows an error with a retry', async () => {
    stubFetch(() => ({ status: 200, body: { ...sales('day'), periods: [], totals: zero, products: [], kinds: [] } }));
    renderDashboard(<ReportsPage />, { session: OWNER, path: '/reports?from=2026-03-01&to=2026-03-03' });
    expect(await screen.findByText('No sales in these dates')).toBeTruthy();
    cleanup();
    stubFetch(() => ({ status: 500, body: { message: 'Boom' } }));
    renderDashboard(<ReportsPage />, { session: OWNER, path: '/reports?from=2026-03-01&to=2026-03-03' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
