import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiabilityReportWire, RedemptionReportWire } from '@giftfront/domain/admin/reports';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { ReportsPage } from './reports-page';

// The canvas chart itself is Chart.js's; here it stands as what assistive technology is told.
vi.mock('./components/bar-chart', () => ({
  default: ({ title, labels }: { title: string; labels: string[] }) => (
    <div role="img" aria-label={title} data-labels={labels.join('|')} />
  ),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const liability: LiabilityReportWire = {
  currency: 'USD',
  timeZone: 'UTC',
  from: '2026-03-01',
  to: '2026-03-31',
  opening: 30,
  issued: 50,
  topUps: 0,
  redeemed: 12.5,
  expired: 30,
  voided: 0,
  adjusted: -2.5,
  closing: 35,
  balances: true,
  paid: { opening: 30, issued: 40, topUps: 0, redeemed: 12.5, expired: 30, voided: 0, adjusted: -2.5, closing: 25 },
  promotional: { opening: 0, issued: 10, topUps: 0, redeemed: 0, expired: 0, voided: 0, adjusted: 0, closing: 10 },
};
const redemptions: RedemptionReportWire = {
  currency: 'USD',
  timeZone: 'UTC',
  from: '2026-03-01',
  to: '2026-03-31',
  rows: [
    {
      day: '2026-03-03',
      channel: 'counter',
      actor: 'sam@example.com',
      redemptions: 1,
      redeemed: 12.5,
      reversed: 0,
      net: 12.5,
    },
  ],
};

describe('the reports page', () => {
  it('shows the liability with its check, the redemptions and CSV links for the range in the address', async () => {
    const calls = stubFetch((url) => ({ status: 200, body: url.includes('liability') ? liability : redemptions }));
    renderDashboard(<ReportsPage />, {
      session: OWNER,
      path: '/reports?view=gift-cards&from=2026-03-01&to=2026-03-31',
    });
    const table = within(await screen.findByTestId('liability-report'));
    expect(table.getByRole('row', { name: /Opening balance/ }).textContent).toContain('$30.00');
    expect(table.getByRole('row', { name: /Adjusted/ }).textContent).toContain('-$2.50');
    expect(table.getByRole('row', { name: /Outstanding balance/ }).textContent).toContain('$35.00');
    // Paid money and bonus credit apart (decision 0145): paid, bonus, total.
    const outstanding = table.getByRole('row', { name: /Outstanding balance/ });
    expect(
      within(outstanding)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$25.00', '$10.00', '$35.00']);
    expect(table.getByRole('status').textContent).toContain('Checked');
    expect(
      await screen.findByRole('img', { name: 'Gift card liability: opening, movements and closing' }),
    ).toBeTruthy();
    expect(screen.getByTestId('liability-chart').querySelector('figcaption')?.textContent).toContain(
      '$30.00 at the start, $35.00 at the end',
    );
    expect(screen.getByTestId('redemptions-chart').querySelector('figcaption')?.textContent).toBe(
      '$12.50 redeemed net on 1 day.',
    );
    expect((await screen.findAllByText('sam@example.com')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Liability CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports/liability.csv?from=2026-03-01&to=2026-03-31',
    );
    expect(screen.getByRole('link', { name: 'Redemptions CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports/redemptions.csv?from=2026-03-01&to=2026-03-31',
    );
    expect(calls.some((call) => call.url.endsWith('/api/admin/reports/liability?from=2026-03-01&to=2026-03-31'))).toBe(
      true,
    );
  });

  it('names the field when the range is reversed, and asks for nothing new', async () => {
    const calls = stubFetch((url) => ({
      status: 200,
      body: url.includes('liability') ? liability : { ...redemptions, rows: [] },
    }));
    renderDashboard(<ReportsPage />, {
      session: OWNER,
      path: '/reports?view=gift-cards&from=2026-03-01&to=2026-03-31',
    });
    expect(await screen.findByText('No redemptions in these dates')).toBeTruthy();
    const before = calls.length;
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-04-15');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('from must not be after to')).toBeTruthy();
    expect(calls.length).toBe(before);
  });
});

describe('date presets', () => {
  it('asks for last month on the store’s days when its button is pressed, and marks it pressed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-05T12:00:00Z') });
    try {
      const calls = stubFetch((url) => ({ status: 200, body: url.includes('liability') ? liability : redemptions }));
      renderDashboard(<ReportsPage />, { session: OWNER, path: '/reports?view=gift-cards' });
      const presets = within(screen.getByRole('group', { name: 'Date presets' }));
      expect(presets.getByRole('button', { name: 'This month' }).getAttribute('aria-pressed')).toBe('true');
      await userEvent.click(presets.getByRole('button', { name: 'Last month' }));
      expect(presets.getByRole('button', { name: 'Last month' }).getAttribute('aria-pressed')).toBe('true');
      await vi.waitFor(() =>
        expect(calls.some(({ url }) => url.includes('from=2026-02-01') && url.includes('to=2026-02-28'))).toBe(true),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
