import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSettingsSchema, type AdminSettingsView } from '@giftfront/domain/admin/settings';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { SettingsPage } from './settings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/api/admin/settings';
const view = (overrides: Record<string, unknown> = {}, currencyLocked = false): AdminSettingsView => ({
  settings: adminSettingsSchema.parse({
    company: { name: 'Northwind Gifts' },
    branding: { primaryColor: '#0f766e' },
    ...overrides,
  }),
  currencyLocked,
});

function answerWith(
  current: AdminSettingsView,
  patchAnswer?: (body: Record<string, unknown>) => { status: number; body: unknown },
) {
  return stubFetch((url, init) => {
    if (url === PATH && init.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return patchAnswer?.(body) ?? { status: 200, body: { ...current, settings: { ...current.settings, ...body } } };
    }
    if (url === PATH) return { status: 200, body: current };
    return { status: 200, body: { email: null, dailySummary: false } };
  });
}

describe('the Settings page', () => {
  it('checks the contrast of text on the store colour as it is typed, and warns on a pale one', async () => {
    answerWith(view());
    renderDashboard(<SettingsPage />, { session: OWNER, path: '/settings' });
    const hex = await screen.findByLabelText('Hex colour');
    expect(screen.getByTestId('contrast-ok').textContent).toContain('white text (#ffffff)');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#fde68a');
    const warning = await screen.findByTestId('contrast-warning');
    expect(warning.textContent).toContain('below 4.5:1');
    expect(warning.textContent).toContain('dark text (#111827)');
    expect(screen.getByTestId('contrast-black').textContent).toMatch(/^1[0-9]\.\d\d:1$/);
  });

  it('saves the branding tab’s settings only, blank links as none, and says it is saved', async () => {
    const calls = answerWith(
      view({ company: { name: 'Northwind Gifts', privacyUrl: 'https://northwind.example/privacy' } }),
    );
    renderDashboard(<SettingsPage />, { session: OWNER, path: '/settings' });
    const name = await screen.findByLabelText('Company name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Northwind & Co');
    await userEvent.clear(screen.getByLabelText('Privacy policy address'));
    await userEvent.click(within(screen.getByTestId('branding-form')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved\./)).toBeTruthy();
    const [patch] = calls.filter((call) => call.method === 'PATCH');
    expect(Object.keys(patch!.body as object).sort()).toEqual(['branding', 'company']);
    expect(patch!.body).toMatchObject({
      company: { name: 'Northwind & Co', privacyUrl: null },
      branding: { primaryColor: '#0f766e' },
    });
  });

  it('refuses a bad link before sending, and puts the server’s problems beside their fields', async () => {
    const calls = answerWith(view(), () => ({
      status: 400,
      body: {
        message: 'fees[0].amount: a percentage cannot exceed 100',
        problems: [{ path: 'fees[0].amount', message: 'a percentage cannot exceed 100' }],
      },
    }));
    renderDashboard(<SettingsPage />, { session: OWNER, path: '/settings' });
    await userEvent.type(await screen.findByLabelText('Terms of service address'), 'terms.html');
    await userEvent.click(within(screen.getByTestId('branding-form')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/expected an address starting with https:\/\//)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Money' }));
    const money = within(screen.getByTestId('money-form'));
    await userEvent.click(money.getByRole('button', { name: 'Add a fee' }));
    await userEvent.type(money.getByLabelText('Name'), 'Service');
    await userEvent.clear(money.getByLabelText('Amount'));
    await userEvent.type(money.getByLabelText('Amount'), '50');
    await userEvent.click(money.getByRole('button', { name: 'Save' }));
    expect((await money.findAllByText('a percentage cannot exceed 100')).length).toBeGreaterThan(0);
    expect(money.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a locked currency with the reason, and the expiry sentence shoppers will read', async () => {
    answerWith(view({ giftCardExpiry: { months: 24 } }, true));
    renderDashboard(<SettingsPage />, { session: OWNER, path: '/settings?tab=money' });
    const currency = await screen.findByLabelText('Currency code');
    expect(currency.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText(/Locked: the store has orders/)).toBeTruthy();
    expect(screen.getByTestId('expiry-sentence').textContent).toBe(
      'Shoppers read: Valid for 2 years from the day of purchase.',
    );
  });

  it('warns beside the custom embed script', async () => {
    answerWith(view({ customEmbedScript: '<meta name="x">' }));
    renderDashboard(<SettingsPage />, { session: OWNER, path: '/settings?tab=storefront' });
    expect(((await screen.findByLabelText('Embed script')) as HTMLTextAreaElement).value).toBe('<meta name="x">');
    expect(screen.getByText(/runs on every page of your storefront/)).toBeTruthy();
  });
});
