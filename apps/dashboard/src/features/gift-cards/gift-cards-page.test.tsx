import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import type { GiftCardSummary } from '@giftfront/domain/admin/gift-cards';
import { renderDashboard, STAFF, stubFetch } from '@/test/render';
import { GiftCardsPage } from './gift-cards-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = (overrides: Partial<GiftCardSummary> = {}): GiftCardSummary => ({
  id: 'c1',
  codeEnding: 'ABCD',
  kind: 'money',
  status: 'Active',
  productName: 'Classic gift card',
  balance: 55,
  initialValue: 75,
  currency: 'USD',
  recipientName: 'Robin Recipient',
  recipientEmail: 'robin@example.com',
  buyerEmail: 'bea@example.com',
  orderReference: 'ORD-20261124101500-K7QM',
  expiresOn: '2030-12-31',
  issuedAt: '2026-11-20T09:00:00Z',
  ...overrides,
});

let address = '';
function Address() {
  const location = useLocation();
  address = `${location.pathname}${location.search}`;
  return null;
}

function renderList(
  path = '/gift-cards',
  cards: GiftCardSummary[] = [
    summary({ currency: 'GBP' }),
    summary({
      id: 'c2',
      codeEnding: 'WXYZ',
      kind: 'voucher',
      status: 'Used',
      productName: 'Spa for two',
      balance: 120,
    }),
  ],
) {
  const calls = stubFetch(() => ({ status: 200, body: { cards, page: 1, pageSize: 25, total: cards.length } }));
  renderDashboard(
    <Routes>
      <Route
        path="gift-cards"
        element={
          <>
            <GiftCardsPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { session: STAFF, path },
  );
  return calls;
}

describe('the gift card list', () => {
  it('lists cards with their last 4, status, kind and balance in their own currency, each a link to its page', async () => {
    renderList();
    const table = within(await screen.findByRole('table', { name: 'Gift cards' }));
    const [, first, second] = table.getAllByRole('row');
    expect(within(first!).getByRole('link').getAttribute('href')).toBe('/gift-cards/c1');
    expect(first!.textContent).toContain('•••• ABCD');
    expect(first!.textContent).toContain('£55.00');
    expect(second!.textContent).toContain('Used');
    expect(second!.textContent).toContain('Voucher');
  });

  it('reads its filters from the address, so a link opens a filtered list', async () => {
    const calls = renderList('/gift-cards?status=Active&query=robin%40example.com');
    await screen.findByRole('table', { name: 'Gift cards' });
    expect(calls[0]!.url).toBe('/api/admin/gift-cards?query=robin%40example.com&status=Active');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Active');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('robin@example.com');
  });

  it('puts a search by email and a filter in the address, back on page 1', async () => {
    renderList('/gift-cards?page=3');
    await screen.findByRole('table', { name: 'Gift cards' });
    await userEvent.type(screen.getByLabelText('Search'), 'robin@example.com{Enter}');
    // As a person would: the search has applied before they choose a filter.
    await vi.waitFor(() => expect(address).toBe('/gift-cards?query=robin%40example.com'), { timeout: 10_000 });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'voucher');
    await vi.waitFor(() => expect(address).toBe('/gift-cards?query=robin%40example.com&kind=voucher'), {
      timeout: 10_000,
    });
  });

  it('searches by a whole code without putting the code in the address', async () => {
    const calls = renderList();
    await screen.findByRole('table', { name: 'Gift cards' });
    await userEvent.type(screen.getByLabelText('Search'), 'GFDEMO-2468-1357-ABCD{Enter}');
    await vi.waitFor(() => expect(calls.at(-1)!.url).toBe('/api/admin/gift-cards?query=GFDEMO-2468-1357-ABCD'), {
      timeout: 10_000,
    });
    expect(address).toBe('/gift-cards');
  });

  it('says when nothing matches', async () => {
    renderList('/gift-cards?status=Voided', []);
    expect((await screen.findByRole('heading', { name: 'No gift card matches' })).textContent).toBeTruthy();
  });
});
