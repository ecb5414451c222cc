import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GiftCardDetail } from '@giftfront/domain/admin/gift-cards';
import { renderDashboard, stubFetch, STAFF, type FakeAnswer } from '@/test/render';
import { RedeemPage } from './redeem-page';
import { UNDO_WINDOW_MS } from './components/undo-redemption';
import { wireCard, wireSummary } from './test-cards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const redeemed = (card: GiftCardDetail, amount: number) => ({
  redemption: {
    id: 'aaaaaaaa-0000-4000-8000-00000000beef',
    giftCardId: card.id,
    amount,
    currency: card.currency,
    channel: 'counter',
    actor: 'Sam Staff',
    reference: null,
    note: null,
    at: '2026-11-24T10:15:00Z',
    reversedAt: null,
    reversedBy: null,
  },
  card: { id: card.id, balance: card.balance - amount, currency: card.currency, status: 'Active' },
});

/** The search finds `card` by its code; `actions` answer the POSTs in order. */
function serve(card: GiftCardDetail, actions: (FakeAnswer | 'offline')[] = []) {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/admin/gift-cards?'))
      return { status: 200, body: { cards: [wireSummary(card)], page: 1, pageSize: 25, total: 1 } };
    if (url === `/api/admin/gift-cards/${card.id}`) return { status: 200, body: card };
    const next = init.method === 'POST' ? actions.shift() : undefined;
    if (next === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return next ?? { status: 500 };
  });
}

const sentKeys = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => (init!.headers as Record<string, string>)['idempotency-key']);

async function findCard(typed = 'gfdemo 2468-1357-abcd') {
  renderDashboard(<RedeemPage />, { session: STAFF, path: '/redeem' });
  await userEvent.type(screen.getByLabelText('Gift card code'), `${typed}{Enter}`);
  await screen.findByTestId('counter-card');
}

describe('redeeming at the counter', () => {
  it('finds a card by its typed code, takes part of it and shows the new balance and a receipt line', async () => {
    const card = wireCard();
    const calls = serve(card, [{ status: 201, body: redeemed(card, 20) }]);
    await findCard();
    expect(calls[0]!.url).toBe('/api/admin/gift-cards?query=GFDEMO24681357ABCD');
    expect(screen.getByTestId('counter-card-balance').textContent).toBe('$75.00');
    expect(screen.getByTestId('counter-card').textContent).toContain('Robin Recipient');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '20{Enter}');
    expect((await screen.findByTestId('new-balance')).textContent).toBe('$55.00');
    expect(screen.getByTestId('receipt-line').textContent).toMatch(
      /^Redeemed \$20\.00 from gift card •••• ABCD on Nov 24, 2026, .+ by Sam Staff\. Balance left: \$55\.00\. Reference 0000BEEF\.$/,
    );
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: `/api/admin/gift-cards/${card.id}/redemptions`,
      method: 'POST',
      body: { amount: 20 },
    });
  });

  it('sends the same Idempotency-Key when a redemption that did not get through is tried again', async () => {
    const card = wireCard();
    serve(card, ['offline', { status: 201, body: redeemed(card, 20) }, { status: 201, body: redeemed(card, 20) }]);
    await findCard();
    await userEvent.type(screen.getByLabelText('Amount'), '20{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await screen.findByTestId('receipt');
    const [first, retry] = sentKeys();
    expect(first).toMatch(/\S{16,}/);
    expect(retry).toBe(first);
  });

  it("shows the server's refusal naming the balance, and records nothing on screen", async () => {
    const card = wireCard({ balance: 10 });
    serve(card, [{ status: 409, body: { message: 'amount is more than the balance of $5.00' } }]);
    await findCard();
    await userEvent.type(screen.getByLabelText('Amount'), '8{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Amount is more than the balance of $5.00.');
    expect(screen.queryByTestId('receipt')).toBeNull();
  });

  it('refuses more than the balance it shows, and an amount finer than a cent, before sending', async () => {
    const card = wireCard({ balance: 10 });
    const calls = serve(card);
    await findCard();
    await userEvent.type(screen.getByLabelText('Amount'), '12{Enter}');
    expect(await screen.findByText('amount is more than the balance of $10.00')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '1.005{Enter}');
    expect(await screen.findByText('amount has more decimals than USD allows')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says plainly that an expired card cannot be redeemed, and offers no amount', async () => {
    serve(wireCard({ status: 'Expired', expiresOn: '2024-12-31' }));
    await findCard();
    expect(screen.getByTestId('not-redeemable').textContent).toBe(
      'This gift card expired on Dec 31, 2024. It cannot be redeemed.',
    );
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
  });

  it("offers 'Mark as used' for a voucher instead of an amount", async () => {
    const card = wireCard({ kind: 'voucher', product: { id: 'p1', name: 'Spa for two' } });
    const calls = serve(card, [
      { status: 200, body: { ...card, status: 'Used', used: { at: '2026-11-24T10:20:00Z', by: 'Sam Staff' } } },
    ]);
    await findCard();
    expect(screen.getByTestId('counter-card-balance').textContent).toBe('Spa for two');
    expect(screen.queryByLabelText('Amount')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as used' }));
    expect((await screen.findByTestId('receipt-line')).textContent).toMatch(
      /^Spa for two \(•••• ABCD\) used on Nov 24, 2026, .+ by Sam Staff\.$/,
    );
    expect(calls.find((call) => call.method === 'POST')!.url).toBe(`/api/admin/gift-cards/${card.id}/use`);
  });

  it('says when no card of the store has the code', async () => {
    stubFetch(() => ({ status: 200, body: { cards: [], page: 1, pageSize: 25, total: 0 } }));
    renderDashboard(<RedeemPage />, { session: STAFF, path: '/redeem' });
    await userEvent.type(screen.getByLabelText('Gift card code'), 'NOPE-NOPE-NOPE{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No gift card of this store has this code. Check it and try again.',
    );
  });
});

describe('Undo on the receipt', () => {
  it("shows the server's refusal next to Undo and keeps the receipt as it was", async () => {
    const card = wireCard();
    const refusal = 'You can undo only your own redemptions made today. Ask an owner of the store to reverse this one.';
    const calls = serve(card, [
      { status: 201, body: redeemed(card, 20) },
      { status: 403, body: { message: refusal } },
    ]);
    await findCard();
    await userEvent.type(screen.getByLabelText('Amount'), '20{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect((await screen.findByTestId('undo-error')).textContent).toBe(refusal);
    expect(screen.getByTestId('new-balance').textContent).toBe('$55.00');
    expect(screen.getByRole('heading', { name: 'Redeemed' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)).toEqual({
      url: '/api/admin/redemptions/aaaaaaaa-0000-4000-8000-00000000beef/reversal',
      method: 'POST',
      body: { reason: 'Undone at the counter' },
    });
  });

  it('is offered for 2 minutes; when it goes, focus on it moves to the receipt heading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const card = wireCard();
      serve(card, [{ status: 201, body: redeemed(card, 20) }]);
      await findCard();
      await userEvent.type(screen.getByLabelText('Amount'), '20{Enter}');
      const undo = await screen.findByRole('button', { name: 'Undo' });
      undo.focus();
      act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 1000));
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeNull();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Redeemed' }));
      expect(screen.getByRole('link', { name: 'Open the card •••• ABCD' }).getAttribute('href')).toBe(
        `/gift-cards/${card.id}`,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
