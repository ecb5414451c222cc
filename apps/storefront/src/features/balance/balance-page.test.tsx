import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicStoreSettingsCodec } from '@giftfront/domain/branding';
import { BalancePage } from './balance-page';
import { renderStorefront } from '@/test/render';

const settings = publicStoreSettingsCodec('USD').parse({ company: { name: 'Harbor & Pine' } });
const card = {
  id: 'c1',
  code: 'GFTA7K3M9PQRXW2Z',
  balance: 42.5,
  isoCurrencyCode: 'EUR',
  expiresOn: '2027-11-21',
  recipientEmailAddress: 'ada@example.com',
  status: 'Active',
};

type Answer = { status: number; body: unknown };
/** Answers lookups in order; each answer waits until its release() is called. */
function stubLookups() {
  const calls: string[] = [];
  const pending: { answer: (a: Answer) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      return new Promise<Response>((resolve) => {
        pending.push({
          answer: ({ status, body }) =>
            resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
        });
      });
    }),
  );
  // The lookup starts in an effect, which Preact runs after the frame: an answer waits for its call.
  const answer = async (a: Answer) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    pending.shift()!.answer(a);
  };
  return { calls, answer };
}

function renderPage() {
  renderStorefront(<BalancePage />, { settings });
  return { input: screen.getByLabelText('Gift card code'), button: () => screen.getByTestId('check-balance-button') };
}

beforeEach(() => {
  // Failures are logged where they are handled; these tests cause them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  vi.unstubAllGlobals();
});

describe('balance page (product §2, §4 Balance check)', () => {
  it('keeps Check Balance disabled until a code other than spaces is typed', async () => {
    const { input, button } = renderPage();
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(input, '   ');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(input, 'a');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows 'Checking...' while busy, then the balance, expiry and recipient", async () => {
    const lookups = stubLookups();
    const { input, button } = renderPage();
    await userEvent.type(input, ' gfta 7k3m-9pqr-xw2z {Enter}');
    await waitFor(() => expect(button().textContent).toContain('Checking...'));
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(lookups.calls).toEqual(['/GiftCard/GetByCode/GFTA7K3M9PQRXW2Z']));
    await lookups.answer({ status: 200, body: card });
    expect((await screen.findByTestId('balance-amount')).textContent).toContain('€42.50');
    expect(screen.getByTestId('balance-expiry').textContent).toContain('21/11/2027');
    expect(screen.getByTestId('balance-recipient').textContent).toContain('ada@example.com');
    expect(screen.queryByTestId('balance-status')).toBeNull();
    expect(button().textContent).toContain('Check Balance');
  });

  it('shows the paid and the bonus credit apart, with the bonus’s own expiry (decision 0145)', async () => {
    const lookups = stubLookups();
    const { input } = renderPage();
    await userEvent.type(input, 'GFTA7K3M9PQRXW2Z{Enter}');
    await lookups.answer({ status: 200, body: { ...card, bonus: { balance: 10, expiresOn: '2027-02-28' } } });
    expect((await screen.findByTestId('balance-amount')).textContent).toContain('€42.50');
    expect(screen.getByTestId('balance-paid').textContent).toBe('€32.50');
    expect(screen.getByTestId('balance-bonus').textContent).toBe(
      '€10.00, expires 28/02/2027Spent after the paid credit.',
    );
  });

  it('clears the previous result when a new check starts, and shows the not-found text for a 404', async () => {
    const lookups = stubLookups();
    const { input } = renderPage();
    await userEvent.type(input, 'GOOD{Enter}');
    await lookups.answer({ status: 200, body: card });
    await screen.findByTestId('balance-result');
    await userEvent.clear(input);
    await userEvent.type(input, 'WRONG{Enter}');
    expect(screen.queryByTestId('balance-result')).toBeNull();
    await lookups.answer({ status: 404, body: { message: 'Gift card not found or invalid code.' } });
    expect((await screen.findByTestId('balance-error')).textContent).toContain('Gift card not found or invalid code.');
  });

  it("shows the server's text when lookups are limited", async () => {
    const lookups = stubLookups();
    const { input } = renderPage();
    await userEvent.type(input, 'GUESS{Enter}');
    await lookups.answer({
      status: 429,
      body: { message: 'Too many gift card lookups. Please try again in 10 minutes.' },
    });
    expect((await screen.findByTestId('balance-error')).textContent).toContain(
      'Too many gift card lookups. Please try again in 10 minutes.',
    );
  });

  it('treats an answer without a numeric balance and a currency as not found', async () => {
    const lookups = stubLookups();
    const { input } = renderPage();
    await userEvent.type(input, 'ODD{Enter}');
    await lookups.answer({ status: 200, body: { ...card, balance: null } });
    expect((await screen.findByTestId('balance-error')).textContent).toContain('Gift card not found or invalid code.');
  });

  it('shows the status of a card that is not Active, and says when there is no expiry date', async () => {
    const lookups = stubLookups();
    const { input } = renderPage();
    await userEvent.type(input, 'OLD{Enter}');
    await lookups.answer({
      status: 200,
      body: { ...card, status: 'Expired', expiresOn: null, recipientEmailAddress: null },
    });
    expect((await screen.findByTestId('balance-status')).textContent).toContain('Expired');
    expect(screen.getByTestId('balance-expiry').textContent).toContain('No expiry date');
    expect(screen.queryByTestId('balance-recipient')).toBeNull();
  });

  it('shows the generic text when the server fails', async () => {
    const lookups = stubLookups();
    const { input } = renderPage();
    await userEvent.type(input, 'CODE{Enter}');
    await lookups.answer({ status: 500, body: { message: 'boom' } });
    await waitFor(() =>
      expect(screen.getByTestId('balance-error').textContent).toContain(
        'An error occurred while checking the balance.',
      ),
    );
  });
});
