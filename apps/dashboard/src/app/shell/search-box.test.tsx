import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import type { SearchResults } from '@giftfront/domain/admin/customers';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { SearchBox } from './search-box';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RESULTS: SearchResults = {
  orders: [
    {
      id: 'o1',
      reference: 'ORD-1001',
      placedAt: '2026-11-01T10:00:00Z',
      name: 'Quinn Park',
      email: 'quinn@example.com',
    },
  ],
  cards: [
    {
      id: 'c1',
      codeEnding: 'AB12',
      kind: 'money',
      balance: 25,
      currency: 'USD',
      status: 'Active',
      recipientName: 'Quinn Park',
      recipientEmail: 'quinn@example.com',
    },
  ],
  customers: [
    {
      email: 'quinn@example.com',
      name: 'Quinn Park',
      orders: 1,
      cardsReceived: 1,
      lastSeen: '2026-11-01T10:00:00Z',
    },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBox() {
  const calls = stubFetch((url) => ({
    status: 200,
    body: url.includes('q=zzz') ? { orders: [], cards: [], customers: [] } : RESULTS,
  }));
  renderDashboard(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SearchBox />
            <Where />
          </>
        }
      />
    </Routes>,
    { session: OWNER },
  );
  return { calls, box: screen.getByRole('combobox', { name: 'Find an order, a gift card or a customer' }) };
}

const activeName = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)!.querySelector('span')!.textContent : null;
};

describe('the search box as a combobox', () => {
  it('lists matches grouped by kind, announces their number, and is walked and opened by keyboard', async () => {
    const user = userEvent.setup();
    const { box } = renderBox();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'quinn');
    const list = await screen.findByRole('listbox', { name: 'Matches' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(
      within(list)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby')),
    ).toHaveLength(3);
    expect(within(list).getByRole('group', { name: 'Gift cards' }).textContent).toContain('Card •••• AB12');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.firstChild!.textContent),
    ).toEqual(['ORD-1001', 'Card •••• AB12', 'Quinn Park']);
    expect(within(list).getAllByRole('option')[1]!.textContent).toBe('Card •••• AB12 $25.00 · Active · to Quinn Park');
    expect(screen.getByRole('status').textContent).toContain('3 matches: 1 order, 1 gift card, 1 customer.');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);

    await user.keyboard('{ArrowDown}');
    expect(activeName(box)).toBe('ORD-1001');
    expect(within(list).getByRole('option', { selected: true }).textContent).toContain('ORD-1001');
    await user.keyboard('{ArrowDown}');
    expect(activeName(box)).toBe('Card •••• AB12');
    await user.keyboard('{End}');
    expect(activeName(box)).toBe('Quinn Park');
    await user.keyboard('{ArrowDown}');
    expect(activeName(box)).toBe('ORD-1001'); // wraps
    await user.keyboard('{ArrowUp}');
    expect(activeName(box)).toBe('Quinn Park');
    await user.keyboard('{Home}');
    expect(activeName(box)).toBe('ORD-1001');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where').textContent).toContain('/gift-cards/c1');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it('closes on the first Escape and clears on the second; Enter with nothing chosen opens all results', async () => {
    const user = userEvent.setup();
    const { box, calls } = renderBox();
    await user.type(box, 'quinn');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect((box as HTMLInputElement).value).toBe('quinn');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(activeName(box)).toBe('ORD-1001');
    await user.keyboard('{Escape}{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
    await user.type(box, 'quinn{Enter}');
    expect(screen.getByTestId('where').textContent).toContain('/search?q=quinn');
    expect(calls.every((call) => call.url.startsWith('/api/admin/search?q='))).toBe(true);
  });

  it('opens an option with the mouse, says when nothing matches, and never sends a whole code', async () => {
    const user = userEvent.setup();
    const { box, calls } = renderBox();
    await user.type(box, 'zzz');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('No matches'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.clear(box);
    await user.type(box, 'GFDEMO-2468-1357-AB12');
    const list = await screen.findByRole('listbox');
    expect(calls.some((call) => call.url.includes('2468'))).toBe(false);
    expect(calls.at(-1)!.url).toBe('/api/admin/search?q=AB12');
    await user.click(within(list).getByRole('option', { name: 'Quinn Park quinn@example.com · 1 order' }));
    expect(screen.getByTestId('where').textContent).toContain('/customers/one?email=quinn%40example.com');
  });
});
