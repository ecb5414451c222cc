import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreditCard, House } from 'lucide-react';
import { OWNER, renderDashboard, STAFF, stubFetch } from '@/test/render';
import { HomePage } from './home-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sections = [
  { path: '', label: 'Home', description: '', icon: House, role: 'staff' as const },
  { path: 'gift-cards', label: 'Gift cards', description: 'Find any card.', icon: CreditCard, role: 'staff' as const },
];

describe('the dashboard home', () => {
  it('links to filtered gift card lists', () => {
    renderDashboard(<HomePage sections={sections} />, { session: STAFF });
    const shortcuts = within(screen.getByRole('navigation', { name: 'Gift card lists' }));
    expect(shortcuts.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Active cards', '/gift-cards?status=Active'],
      ['Expired cards', '/gift-cards?status=Expired'],
      ['Voided cards', '/gift-cards?status=Voided'],
      ['Vouchers', '/gift-cards?kind=voucher'],
    ]);
  });

  it('tells an owner when shoppers cannot pay, with a link to the payment settings', async () => {
    const problem = 'This server has no Stripe secret key (STRIPE_SECRET_KEY): ask its operator to set one.';
    stubFetch((url) =>
      url === '/api/admin/settings/payments'
        ? {
            status: 200,
            body: { provider: 'stripe', connectedAccountId: null, publicKey: null, sandboxAllowed: false, problem },
          }
        : { status: 404, body: { message: 'Not found' } },
    );
    renderDashboard(<HomePage sections={sections} />, { session: OWNER });
    const alert = await screen.findByTestId('payments-alert');
    expect(alert.textContent).toContain(problem);
    expect(within(alert).getByRole('link', { name: 'Open the payment settings' }).getAttribute('href')).toBe(
      '/payments',
    );
  });
});
