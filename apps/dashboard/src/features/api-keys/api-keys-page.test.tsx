import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@giftfront/domain/admin/api-keys';
import { OWNER, renderDashboard, stubFetch } from '@/test/render';
import { ApiKeysPage } from './api-keys-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEY = 'gfk_0123456789ab_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const till: ApiKey = {
  id: 'k1',
  name: 'Front till',
  prefix: 'gfk_0123456789ab',
  scopes: ['gift_cards:read', 'redemptions'],
  createdBy: 'Olive Owner',
  createdAt: '2026-03-01T09:00:00Z',
  lastUsedAt: null,
};

describe('the API keys page', () => {
  it('says there are no keys yet', async () => {
    stubFetch(() => ({ status: 200, body: { keys: [] } }));
    renderDashboard(<ApiKeysPage />, { session: OWNER });
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
  });

  it('creates a key and shows it once, with a copy button and a plain warning', async () => {
    let keys: ApiKey[] = [];
    const calls = stubFetch((url, init) => {
      if (init.method === 'POST') {
        keys = [till];
        return { status: 201, body: { id: 'k1', name: 'Front till', key: KEY, scopes: till.scopes } };
      }
      return { status: 200, body: { keys } };
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDashboard(<ApiKeysPage />, { session: OWNER });
    await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(await dialog.findByText('Name is required')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText('Name'), 'Front till');
    const scopes = within(dialog.getByRole('group', { name: 'What the key may do' }));
    expect((scopes.getByRole('checkbox', { name: /Read gift cards/ }) as HTMLInputElement).checked).toBe(true);
    expect((scopes.getByRole('checkbox', { name: /Redeem/ }) as HTMLInputElement).checked).toBe(true);
    expect((scopes.getByRole('checkbox', { name: /Issue and change/ }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(scopes.getByRole('checkbox', { name: /Read gift cards/ }));
    await userEvent.click(scopes.getByRole('checkbox', { name: /Redeem/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    expect(await dialog.findByText('Choose at least one thing the key may do')).toBeTruthy();
    await userEvent.click(scopes.getByRole('checkbox', { name: /Read gift cards/ }));
    await userEvent.click(scopes.getByRole('checkbox', { name: /Redeem/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Front till: your new key' }));
    expect((shown.getByLabelText('API key') as HTMLInputElement).value).toBe(KEY);
    expect(shown.getByTestId('key-shown-once').textContent).toContain("Copy this key now. You won't see it again.");
    await userEvent.click(shown.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await shown.findByText('The key is on your clipboard.')).toBeTruthy();
    await userEvent.click(shown.getByRole('button', { name: 'Done' }));

    expect(await screen.findByRole('table', { name: 'API keys' })).toBeTruthy();
    expect(screen.queryByText(KEY)).toBeNull();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Front till',
      scopes: ['gift_cards:read', 'redemptions'],
    });
  });

  it('lists keys by prefix with when they were last used, and revokes one after asking', async () => {
    const calls = stubFetch((_url, init) =>
      init.method === 'DELETE' ? { status: 204 } : { status: 200, body: { keys: [till] } },
    );
    renderDashboard(<ApiKeysPage />, { session: OWNER });
    const table = within(await screen.findByRole('table', { name: 'API keys' }));
    expect(table.getByText('gfk_0123456789ab…')).toBeTruthy();
    expect(table.getByText('Never')).toBeTruthy();
    expect(
      within(table.getByRole('list', { name: 'What Front till may do' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Read gift cards', 'Redeem']);
    await userEvent.click(table.getByRole('button', { name: 'Revoke Front till' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke Front till?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('Front till was revoked.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe('/api/admin/api-keys/k1');
  });
});
