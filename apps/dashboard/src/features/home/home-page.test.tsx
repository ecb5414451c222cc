import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CreditCard, House } from 'lucide-react';
import { renderDashboard, STAFF } from '@/test/render';
import { HomePage } from './home-page';

afterEach(cleanup);

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
});
