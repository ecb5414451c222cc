import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSettingsSchema, type AdminSettingsView } from '@giftfront/domain/admin/settings';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { SettingsPage } from '../settings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/api/admin/settings';
const current: AdminSettingsView = {
  settings: adminSettingsSchema.parse({ company: { name: 'Northwind Gifts' } }),
  currencyLocked: false,
};

describe("the storefront's languages (issue 29)", () => {
  it('saves the default language and the others offered, and nothing else', async () => {
    const calls = stubFetch((url, init) => {
      if (url === PATH && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        return { status: 200, body: { ...current, settings: { ...current.settings, ...body } } };
      }
      if (url === PATH) return { status: 200, body: current };
      return { status: 200, body: { email: null, dailySummary: false } };
    });
    renderDashboard(<SettingsPage />, { session: OWNER, path: '/settings?tab=storefront' });
    const form = await screen.findByTestId('languages-form');
    await userEvent.selectOptions(within(form).getByLabelText('Default language'), 'fr');
    // The default is not offered again among the others.
    expect(within(form).queryByLabelText('Français')).toBeNull();
    await userEvent.click(within(form).getByLabelText('English'));
    await userEvent.click(within(form).getByLabelText('العربية'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText(/^Saved\./);
    const [patch] = calls.filter((call) => call.method === 'PATCH');
    const body = patch!.body as { defaultLanguage: string; languages: string[] };
    expect(Object.keys(body).sort()).toEqual(['defaultLanguage', 'languages']);
    expect(body.defaultLanguage).toBe('fr');
    expect([...body.languages].sort()).toEqual(['ar', 'en']);
  });
});
