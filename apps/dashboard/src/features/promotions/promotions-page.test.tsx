import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBonusRule } from '@giftfront/domain/admin/bonus-rules';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { PromotionsPage } from './promotions-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rule = (overrides: Partial<AdminBonusRule>): AdminBonusRule => ({
  id: '0b6c1f4e-2f4d-4a8e-9a51-6f1d2b3c4d5e',
  name: 'Holiday bonus',
  minimumOrder: 100,
  bonusType: 'amount',
  bonusValue: 20,
  startsOn: '2026-01-01',
  endsOn: '2099-12-31',
  validMonths: 3,
  active: true,
  granted: 1234.5,
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('the promotions page', () => {
  it('shows each rule’s least order, bonus and bonus granted as money in the store’s currency, a percentage as one', async () => {
    stubFetch(() => ({
      status: 200,
      body: {
        currency: 'EUR',
        bonusRules: [
          rule({}),
          rule({
            id: '1b6c1f4e-2f4d-4a8e-9a51-6f1d2b3c4d5e',
            name: 'Spring',
            minimumOrder: 49.5,
            bonusType: 'percent',
            bonusValue: 10,
            granted: 0,
          }),
        ],
      },
    }));
    renderDashboard(<PromotionsPage />, { session: OWNER });
    const table = within((await screen.findAllByTestId('bonus-rules'))[0]!);
    expect(table.getAllByText('Gift cards from €100.00: €20.00 bonus').length).toBeGreaterThan(0);
    expect(table.getAllByText('Gift cards from €49.50: 10% bonus').length).toBeGreaterThan(0);
    expect(table.getAllByText('€1,234.50').length).toBeGreaterThan(0);
  });

  it('says so when the answer is not a list of rules', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => ({ status: 200, body: { currency: 'EUR', bonusRules: [{ name: 'Holiday bonus' }] } }));
    renderDashboard(<PromotionsPage />, { session: OWNER });
    expect(
      await screen.findByText('The server sent an answer the dashboard cannot read. Please reload the page.'),
    ).toBeTruthy();
  });
});
