import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { NotificationSettingsCard } from './notification-settings-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/api/admin/settings/notifications';

describe('the Notifications card of the settings', () => {
  it('shows the saved address and saves a change', async () => {
    const calls = stubFetch((_url, init) =>
      init.method === 'PATCH'
        ? { status: 200, body: JSON.parse(String(init.body)) }
        : { status: 200, body: { email: 'orders@shop.example', dailySummary: false } },
    );
    renderDashboard(<NotificationSettingsCard />, { session: OWNER });
    const card = within(await screen.findByRole('region', { name: 'Notifications' }));
    const email = await card.findByLabelText('Notification email');
    expect((email as HTMLInputElement).value).toBe('orders@shop.example');
    await userEvent.clear(email);
    await userEvent.type(email, 'owner@shop.example');
    await userEvent.click(card.getByRole('checkbox', { name: /daily summary/ }));
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByRole('status')).toHaveProperty('textContent', 'Saved.');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { url: PATH, method: 'PATCH', body: { email: 'owner@shop.example', dailySummary: true } },
    ]);
  });

  it('refuses a bad address and a daily summary without one, sending nothing', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { email: null, dailySummary: false } }));
    renderDashboard(<NotificationSettingsCard />, { session: OWNER });
    const card = within(await screen.findByRole('region', { name: 'Notifications' }));
    await userEvent.type(await card.findByLabelText('Notification email'), 'not-an-address');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Enter an email address, like name@example.com.')).toBeTruthy();
    await userEvent.clear(card.getByLabelText('Notification email'));
    await userEvent.click(card.getByRole('checkbox', { name: /daily summary/ }));
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('a daily summary needs a notification email address')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    stubFetch((_url, init) =>
      init.method === 'PATCH'
        ? { status: 400, body: { message: 'body.email: Enter an email address, like name@example.com.' } }
        : { status: 200, body: { email: 'a@shop.example', dailySummary: false } },
    );
    renderDashboard(<NotificationSettingsCard />, { session: OWNER });
    const card = within(await screen.findByRole('region', { name: 'Notifications' }));
    await card.findByLabelText('Notification email');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Enter an email address, like name@example.com.')).toBeTruthy();
  });

  it('says when the settings could not be loaded', async () => {
    stubFetch(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    renderDashboard(<NotificationSettingsCard />, { session: OWNER });
    expect(await screen.findByText('This could not be loaded')).toBeTruthy();
  });
});
