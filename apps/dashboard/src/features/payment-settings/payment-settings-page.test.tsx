import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettingsAnswer } from '@giftfront/domain/admin/payment-settings';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { PaymentSettingsPage } from './payment-settings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sandbox: PaymentSettingsAnswer = {
  provider: 'sandbox',
  connectedAccountId: null,
  publicKey: null,
  sandboxAllowed: true,
  problem: null,
};

describe('the payments page', () => {
  it('switches to Stripe: names a secret key put where the publishable key goes, then saves and tests the connection', async () => {
    const calls = stubFetch((url, init) => {
      if (url.endsWith('/test'))
        return {
          status: 200,
          body: { ok: true, message: 'Connected to Stripe account acct_123; it can take payments.' },
        };
      if (init.method === 'PATCH') return { status: 200, body: { ...sandbox, ...JSON.parse(String(init.body)) } };
      return { status: 200, body: sandbox };
    });
    renderDashboard(<PaymentSettingsPage />, { session: OWNER });
    await userEvent.selectOptions(await screen.findByLabelText('Provider'), 'stripe');
    await userEvent.type(screen.getByLabelText('Connected account id'), 'acct_123');
    await userEvent.type(screen.getByLabelText('Publishable key'), 'sk_live_oops');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/expected a Stripe publishable key/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Test connection' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(screen.getByLabelText('Publishable key'));
    await userEvent.type(screen.getByLabelText('Publishable key'), 'pk_test_abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payment settings saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      provider: 'stripe',
      connectedAccountId: 'acct_123',
      publicKey: 'pk_test_abc',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByTestId('connection-result')).textContent).toContain('acct_123');
  });

  it('says why shoppers cannot pay', async () => {
    stubFetch(() => ({
      status: 200,
      body: { ...sandbox, sandboxAllowed: false, problem: 'This server takes no sandbox payments.' },
    }));
    renderDashboard(<PaymentSettingsPage />, { session: OWNER });
    expect((await screen.findByTestId('payments-problem')).textContent).toContain(
      'This server takes no sandbox payments.',
    );
  });
});
