import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicStoreSettingsCodec } from '@giftfront/domain/branding';
import { BalancePage } from './balance-page';
import { renderStorefront } from '@/test/render';

const settings = publicStoreSettingsCodec('USD').parse({ company: { name: 'Harbor & Pine' } });
const card = {
  id: 'c1',
  code: 'GFTA7K3M9PQRXW2Z',
  balance: 42.5,
  isoCurrencyCode: 'USD',
  expiresOn: '2099-11-21',
  recipientEmailAddress: null,
  status: 'Active',
};
const voucher = (status: string, usedOn: string | null = null) => ({
  ...card,
  balance: 0,
  kind: 'voucher',
  voucher: { product: 'Spa Day', option: 'One treatment', status, usedOn },
});

/** The balance page of a store that allows top-ups, after looking up a card the server answers with `body`. */
async function showCard(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  renderStorefront(<BalancePage cardActions={() => <button type="button">Top Up</button>} />, { settings });
  await userEvent.type(screen.getByLabelText('Gift card code'), 'CODE{Enter}');
  return screen.findByTestId('balance-result');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('balance page: cards that cannot be used are warnings, with no top-up', () => {
  it('shows a usable money card as a success and offers its top-up', async () => {
    const result = await showCard(card);
    expect(result.dataset.tone).toBe('success');
    expect(screen.queryByTestId('balance-warning')).toBeNull();
    expect(screen.getByRole('button', { name: 'Top Up' })).toBeTruthy();
  });

  it.each([
    ['expired', { expiresOn: '2020-01-31' }, 'This gift card has expired'],
    ['voided', { status: 'Inactive' }, 'This gift card is not active'],
    ['empty', { balance: 0 }, 'This gift card has no remaining balance'],
    ['used up', { balance: 0, status: 'Redeemed' }, 'This gift card has no remaining balance'],
  ])('warns about an %s card and offers no top-up', async (_what, overrides, warning) => {
    const result = await showCard({ ...card, ...overrides });
    expect(result.dataset.tone).toBe('warning');
    expect(screen.getByTestId('balance-warning').textContent).toBe(warning);
    expect(screen.queryByRole('button', { name: 'Top Up' })).toBeNull();
  });

  it('shows what a valid voucher is for, with no money balance and no top-up', async () => {
    const result = await showCard(voucher('Valid'));
    expect(result.dataset.tone).toBe('success');
    expect(screen.getByRole('heading', { name: 'Voucher ending XW2Z' })).toBeTruthy();
    expect(screen.getByTestId('balance-voucher-product').textContent).toBe('Spa Day');
    expect(screen.getByTestId('balance-voucher-option').textContent).toBe('One treatment');
    expect(screen.getByTestId('balance-voucher-status').textContent).toBe('Valid');
    expect(screen.queryByTestId('balance-amount')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Top Up' })).toBeNull();
  });

  it('warns that a used voucher was used, and when', async () => {
    const result = await showCard({ ...voucher('Used', '2026-11-03'), status: 'Redeemed' });
    expect(result.dataset.tone).toBe('warning');
    expect(screen.getByTestId('balance-warning').textContent).toBe('This voucher was used on 03/11/2026');
    expect(screen.getByTestId('balance-voucher-status').textContent).toBe('Used on 03/11/2026');
  });
});
