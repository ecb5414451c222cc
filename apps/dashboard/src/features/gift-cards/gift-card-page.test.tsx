import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { GiftCardDetail, LedgerEntry } from '@giftfront/domain/admin/gift-cards';
import type { Session } from '@giftfront/domain/admin/session';
import { OWNER, renderDashboard, STAFF, stubFetch, type FakeAnswer } from '@/test/render';
import { GiftCardPage } from './gift-card-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '6f1c1c2e-8d0e-4a51-9a8e-0c3b1f6b2a10';
const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'l1',
  kind: 'issue',
  amount: 75,
  at: '2026-11-20T09:00:00Z',
  actor: null,
  channel: 'checkout',
  reason: null,
  note: null,
  orderReference: 'ORD-20261120090000-K7QM',
  redemptionId: null,
  ...overrides,
});
const redemption = {
  id: 'r1',
  giftCardId: ID,
  amount: 20,
  currency: 'USD',
  channel: 'counter' as const,
  actor: 'Sam Staff',
  reference: null,
  note: null,
  at: '2026-11-24T10:15:00Z',
  reversedAt: null,
  reversedBy: null,
};

const card: GiftCardDetail = {
  id: ID,
  maskedCode: '•••• ABCD',
  kind: 'money',
  status: 'Active',
  source: 'order',
  product: { id: 'p1', name: 'Classic gift card' },
  design: { name: 'Birthday', src: '/d.png', alt: '' },
  balance: 55,
  initialValue: 75,
  currency: 'USD',
  expiresOn: '2030-12-31',
  issuedAt: '2026-11-20T09:00:00Z',
  order: { id: 'o1', reference: 'ORD-20261120090000-K7QM' },
  buyer: { name: 'Bea Buyer', email: 'bea@example.com' },
  recipient: { name: 'Robin Recipient', email: 'robin@example.com' },
  message: 'Happy birthday!',
  delivery: { method: 'Email', state: 'sent', scheduledAt: null, sentAt: '2026-11-20T09:01:00Z', lastError: null },
  used: null,
  voidedReason: null,
  ledger: [
    entry({}),
    entry({
      id: 'l2',
      kind: 'redeem',
      amount: -20,
      at: '2026-11-24T10:15:00Z',
      actor: 'Sam Staff',
      channel: 'counter',
      orderReference: null,
      note: 'Lunch',
      redemptionId: 'r1',
    }),
  ],
  redemptions: [redemption],
};

function serve(session: Session, actions: FakeAnswer[] = []) {
  const calls = stubFetch((url, init) => {
    if (url === `/api/admin/gift-cards/${ID}` && (init.method ?? 'GET') === 'GET') return { status: 200, body: card };
    return actions.shift() ?? { status: 500 };
  });
  renderDashboard(
    <Routes>
      <Route path="gift-cards/:id" element={<GiftCardPage />} />
    </Routes>,
    { session, path: `/gift-cards/${ID}` },
  );
  return calls;
}

const ownerButtons = ['Load money', 'Adjust balance', 'Change expiry', 'Void'];

describe('a gift card’s page', () => {
  it('shows the masked code, the facts and the whole ledger, newest first, with who, when and why', async () => {
    serve(STAFF);
    expect((await screen.findByTestId('card-balance')).textContent).toBe('$55.00');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gift card •••• ABCD');
    const facts = screen.getByTestId('card-facts').textContent;
    for (const text of [
      'Classic gift card',
      'Birthday',
      '$75.00',
      'Dec 31, 2030',
      'ORD-20261120090000-K7QM',
      'Bea Buyer · bea@example.com',
      'Robin Recipient',
      'Email: Sent on Nov 20, 2026',
    ])
      expect(facts).toContain(text);
    const rows = within(screen.getByRole('table', { name: 'Ledger' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Redeemed.*−\$20\.00Sam StaffCounterLunch$/),
      expect.stringMatching(/^Issued.*\+\$75\.00—CheckoutOrder ORD-20261120090000-K7QM$/),
    ]);
  });

  it('shows the full code only when asked (the server audits it)', async () => {
    const calls = serve(STAFF, [{ status: 200, body: { code: 'GFDEMO-2468-1357-ABCD' } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Show code' }));
    expect((await screen.findByText('GFDEMO-2468-1357-ABCD')).dataset.testid).toBe('card-code');
    expect(calls.at(-1)).toEqual({ url: `/api/admin/gift-cards/${ID}/code`, method: 'POST', body: {} });
  });

  it('gives staff Redeem and Resend, and none of the owners’ actions', async () => {
    serve(STAFF);
    const actions = within(await screen.findByTestId('card-actions'));
    expect(actions.getByRole('link', { name: 'Redeem' }).getAttribute('href')).toBe(`/redeem?card=${ID}`);
    expect(actions.getByRole('button', { name: 'Resend gift email' })).toBeTruthy();
    for (const name of ownerButtons) expect(actions.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reverse/ })).toBeNull();
  });

  it('gives owners adjust, expiry, void and reverse', async () => {
    serve(OWNER);
    const actions = within(await screen.findByTestId('card-actions'));
    for (const name of ownerButtons) expect(actions.getByRole('button', { name })).toBeTruthy();
    // The ledger is a table and, for phones, a list of cards: the button is in both.
    expect(screen.getAllByRole('button', { name: /^Reverse the redemption of \$20\.00/ })).toHaveLength(2);
  });

  it('asks for a reason to adjust, and shows the server’s refusal in the dialog', async () => {
    const calls = serve(OWNER, [
      { status: 409, body: { message: 'The adjustment would take the balance below zero: it is $55.00' } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adjust the balance' }));
    await userEvent.type(dialog.getByLabelText('Amount (USD)'), '-60');
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust balance' }));
    expect(await dialog.findByText('reason is required')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText('Reason'), 'Counted twice');
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust balance' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The adjustment would take the balance below zero: it is $55.00.',
    );
    expect(calls.at(-1)).toEqual({
      url: `/api/admin/gift-cards/${ID}/adjustments`,
      method: 'POST',
      body: { amount: -60, reason: 'Counted twice' },
    });
  });

  it('loads money with a reason and says how much was added and the new balance', async () => {
    const calls = serve(OWNER, [
      {
        status: 201,
        body: { amount: 25, card: { id: ID, balance: 80, currency: 'USD', status: 'Active', expiresOn: null } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Load money' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Load money' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Load money' }));
    expect(await dialog.findByText('Enter the amount to add as a number.')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText('Amount to add (USD)'), '25');
    await userEvent.type(dialog.getByLabelText('Reason or reference (optional)'), 'Receipt 1042');
    await userEvent.click(dialog.getByRole('button', { name: 'Load money' }));
    expect((await screen.findByTestId('card-notice')).textContent).toBe(
      '$25.00 was loaded onto the card. The new balance is $80.00.',
    );
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: `/api/admin/gift-cards/${ID}/loads`,
      method: 'POST',
      body: { amount: 25, note: 'Receipt 1042' },
    });
  });

  it('voids the card with a reason and says it is done', async () => {
    const calls = serve(OWNER, [{ status: 200, body: { ...card, status: 'Voided', voidedReason: 'Reported stolen' } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Void this gift card?' }));
    await userEvent.type(dialog.getByLabelText('Reason'), 'Reported stolen');
    await userEvent.click(dialog.getByRole('button', { name: 'Void card' }));
    expect((await screen.findByTestId('card-notice')).textContent).toBe('The gift card is voided.');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: `/api/admin/gift-cards/${ID}/void`,
      method: 'POST',
      body: { reason: 'Reported stolen' },
    });
  });

  it('says so in the dialog when an action’s answer is not a card, and does not claim it is done', async () => {
    serve(OWNER, [{ status: 200, body: { id: ID, status: 'Voided' } }]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Void this gift card?' }));
    await userEvent.type(dialog.getByLabelText('Reason'), 'Reported stolen');
    await userEvent.click(dialog.getByRole('button', { name: 'Void card' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The server sent an answer the dashboard cannot read. Please reload the page.',
    );
    expect(screen.queryByTestId('card-notice')).toBeNull();
  });

  it('resends the gift email to a corrected address', async () => {
    const calls = serve(STAFF, [{ status: 202, body: { recipientEmail: 'robin@example.org', state: 'pending' } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend gift email' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resend the gift email' }));
    await userEvent.type(dialog.getByLabelText('Corrected email (optional)'), 'robin@example.org');
    await userEvent.click(dialog.getByRole('button', { name: 'Resend email' }));
    expect((await screen.findByTestId('card-notice')).textContent).toBe(
      'The gift email is on its way to robin@example.org.',
    );
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ recipientEmail: 'robin@example.org' });
  });

  it('reverses a redemption as owner', async () => {
    const calls = serve(OWNER, [
      {
        status: 200,
        body: {
          redemption: { ...redemption, reversedAt: '2026-11-25T08:00:00Z', reversedBy: 'Olive Owner' },
          card: { id: ID, balance: 75, currency: 'USD', status: 'Active' },
        },
      },
    ]);
    await userEvent.click((await screen.findAllByRole('button', { name: /^Reverse the redemption/ }))[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Reverse this redemption?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reverse redemption' }));
    expect((await screen.findByTestId('card-notice')).textContent).toBe('The redemption is reversed.');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/admin/redemptions/r1/reversal',
      method: 'POST',
      body: {},
    });
  });
});
