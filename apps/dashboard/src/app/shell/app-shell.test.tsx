import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { OWNER, renderDashboard, STAFF, stubFetch } from '@/test/render';
import { OWNER_SECTIONS, STAFF_SECTIONS } from '@/test/sections-by-role';
import { PageHeader } from '@/components/page-header';
import { RequireRole } from '../require-role';
import { RequireSession } from '../require-session';
import { SECTIONS } from '../sections';
import { AppShell } from './app-shell';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderShell(session: typeof OWNER, path = '/') {
  return renderDashboard(
    <Routes>
      <Route
        element={
          <RequireSession>
            <AppShell sections={SECTIONS} />
          </RequireSession>
        }
      >
        <Route index element={<PageHeader title="Home" />} />
        <Route
          path="staff"
          element={
            <RequireRole role="owner">
              <PageHeader title="Staff" />
            </RequireRole>
          }
        />
      </Route>
    </Routes>,
    { session, path },
  );
}

const mainNav = () => within(screen.getAllByRole('navigation', { name: 'Main' })[0]!);

describe('the dashboard shell', () => {
  it('shows an owner every section, the store, the person and their role', () => {
    renderShell(OWNER);
    expect(
      mainNav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', ...OWNER_SECTIONS]);
    expect(screen.getByTestId('store-name').textContent).toBe('Northwind Gifts');
    const account = within(screen.getAllByTestId('account-panel')[0]!);
    expect(account.getByText('Olive Owner')).toBeTruthy();
    expect(account.getByText('Owner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
  });

  it("hides owner sections from staff, and their addresses say 'You don't have access'", () => {
    renderShell(STAFF, '/staff');
    expect(
      mainNav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', ...STAFF_SECTIONS]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("You don't have access");
    expect(screen.queryByText('Staff', { selector: 'h1' })).toBeNull();
  });

  it('signs out, back to nobody', async () => {
    const calls = stubFetch((url) =>
      url === '/api/Store/StoreSettings'
        ? { status: 200, body: { company: { name: 'Northwind Gifts' } } }
        : { status: 204 },
    );
    const { queryClient } = renderShell(OWNER);
    await userEvent.click(within(screen.getAllByTestId('account-panel')[0]!).getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(queryClient.getQueryData(['session'])).toBeNull(), { timeout: 10_000 });
    expect(calls[0]).toEqual({ url: '/api/admin/session', method: 'DELETE', body: undefined });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('moves focus to the new page’s heading after navigating', async () => {
    renderShell(OWNER);
    await userEvent.click(mainNav().getByRole('link', { name: 'Staff' }));
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Staff'), { timeout: 10_000 });
    expect(document.activeElement?.tagName).toBe('H1');
  });
});

describe('the test-mode banner', () => {
  const withTestPayments = (session: typeof OWNER, testPayments: boolean) => ({
    ...session,
    store: { ...session.store, testPayments },
  });

  it('shows on every page while the store takes test payments, with the way to the payment settings for owners', () => {
    renderShell(withTestPayments(OWNER, true));
    const banner = screen.getByRole('region', { name: 'Test mode' });
    expect(banner.textContent).toContain('Your store takes test payments: no money is taken');
    expect(within(banner).getByRole('link', { name: 'Open the payment settings' }).getAttribute('href')).toBe(
      '/payments',
    );
  });

  it('gives staff the words without the owner’s link', () => {
    renderShell(withTestPayments(STAFF, true));
    const banner = screen.getByRole('region', { name: 'Test mode' });
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('is not there once the store takes live payments', () => {
    renderShell(withTestPayments(OWNER, false));
    expect(screen.queryByRole('region', { name: 'Test mode' })).toBeNull();
  });
});
