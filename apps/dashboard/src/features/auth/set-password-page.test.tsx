import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { renderDashboard, STAFF, stubFetch } from '@/test/render';
import { SetPasswordPage } from './set-password-page';

const TOKEN = 'A'.repeat(43);

beforeEach(() => window.history.replaceState(null, '', `/admin/accept-invitation#token=${TOKEN}`));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
}

describe('the set-password page of an invitation or reset link', () => {
  it('asks for at least 10 characters, twice the same', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    renderDashboard(<SetPasswordPage purpose="invitation" />);
    expect(screen.getByText('At least 10 characters, not a common password.')).toBeTruthy();
    await choose('short');
    expect(await screen.findByText('Password must be at least 10 characters')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await choose('long enough password', 'long enough passwort');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/admin/password')).toHaveLength(0);
  });

  it('sends the token of the link with the password, signs in, and takes the token out of the address bar', async () => {
    const calls = stubFetch((url) =>
      url === '/api/admin/password'
        ? { status: 200, body: STAFF }
        : { status: 200, body: { company: { name: 'Shop' } } },
    );
    const { queryClient } = renderDashboard(<SetPasswordPage purpose="invitation" />, { path: '/accept-invitation' });
    expect(window.location.hash).toBe('');
    await choose('long enough password');
    await vi.waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(STAFF), { timeout: 10_000 });
    expect(calls.find((c) => c.url === '/api/admin/password')!.body).toEqual({
      token: TOKEN,
      password: 'long enough password',
    });
  });

  it('says when the link was used or has expired, with a way to a new one', async () => {
    stubFetch((url) =>
      url === '/api/admin/password'
        ? { status: 400, body: { message: 'This link has expired or was already used. Ask for a new one.' } }
        : { status: 200, body: { company: { name: 'Shop' } } },
    );
    renderDashboard(<SetPasswordPage purpose="reset" />);
    await userEvent.type(screen.getByLabelText('New password'), 'long enough password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it("shows the server's refusal of a common password under the password field", async () => {
    const refusal = 'Password is one of the most common passwords. Choose another.';
    stubFetch((url) =>
      url === '/api/admin/password'
        ? {
            status: 400,
            body: { message: 'body.password: Password is one of the most common passwords. Choose another' },
          }
        : { status: 200, body: { company: { name: 'Shop' } } },
    );
    renderDashboard(<SetPasswordPage purpose="invitation" />);
    await choose('password123');
    const field = screen.getByLabelText('New password');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText(refusal).id);
    expect(screen.queryByTestId('set-password-error')).toBeNull();
  });

  it('says a link without its token is incomplete', async () => {
    window.history.replaceState(null, '', '/admin/reset-password');
    stubFetch(() => ({ status: 200, body: { company: { name: 'Shop' } } }));
    renderDashboard(<SetPasswordPage purpose="reset" />);
    expect(screen.getByText('This link is incomplete')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
