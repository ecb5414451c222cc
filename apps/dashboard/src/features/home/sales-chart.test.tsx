import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreSummaryWire } from '@giftfront/domain/admin/summary';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { HomePage } from './home-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const period = (from: string) => ({ from, orders: 0, giftCardSales: 0, redemptions: 0, deliveriesFailed: 0 });
const days = Array.from({ length: 30 }, (_, i) => ({
  day: new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10),
  giftCardSales: 0,
}));
const summary = (salesByDay: StoreSummaryWire['salesByDay']): StoreSummaryWire => ({
  currency: 'USD',
  to: '2026-03-30',
  periods: { today: period('2026-03-30'), last7Days: period('2026-03-24'), last30Days: period('2026-03-01') },
  outstandingBalance: 0,
  ordersAwaitingShipment: 0,
  chartColor: '#0f766e',
  salesByDay,
});
const serve = (body: StoreSummaryWire) =>
  stubFetch((url) => (url === '/api/admin/summary' ? { status: 200, body } : { status: 404, body: { message: 'No' } }));

describe('Home’s chart of the last 30 days', () => {
  it('draws a bar a day in the store’s colour, named by a sentence, with every day in a table', async () => {
    const sales = days.map((row, i) => ({ ...row, giftCardSales: i === 4 ? 120 : i === 29 ? 30.5 : 0 }));
    serve(summary(sales));
    renderDashboard(<HomePage sections={[]} />, { session: OWNER });
    const chart = await screen.findByTestId('sales-chart');
    const picture = within(chart).getByRole('img');
    expect(picture.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(picture.getAttribute('aria-labelledby')!)?.textContent).toBe(
      '$150.50 from Mar 1, 2026 to Mar 30, 2026; the best day was Mar 5, 2026 with $120.00.',
    );
    const bars = picture.querySelectorAll('rect');
    expect(bars).toHaveLength(30);
    expect(bars[0]!.getAttribute('fill')).toBe('#0f766e');
    expect(Number(bars[4]!.getAttribute('height'))).toBeGreaterThan(Number(bars[29]!.getAttribute('height')));
    const table = within(chart).getByRole('table', { name: 'Gift card sales by day, Mar 1, 2026 to Mar 30, 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[5]!.textContent).toBe('Mar 5, 2026$120.00');
  });

  it('says so for a store with no sales, without an empty picture', async () => {
    serve(summary(days));
    renderDashboard(<HomePage sections={[]} />, { session: OWNER });
    expect((await screen.findByTestId('sales-chart-empty')).textContent).toBe(
      'No gift card sales from Mar 1, 2026 to Mar 30, 2026. Sales will show here day by day.',
    );
    expect(within(screen.getByTestId('sales-chart')).queryByRole('img')).toBeNull();
  });
});
