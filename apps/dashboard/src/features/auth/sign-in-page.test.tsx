import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { OWNER, renderDashboard, stubFetch, type FakeAnswer } from '@/test/render';
import { SignInPage } from './sign-in-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The store's name for the header, and `answer` for the sign-in itself. */
function serve(answer: () => FakeAnswer | Promise<FakeAnswer>) {
  return stubFetch((url) =>
    url === '/api/Store/StoreSettings' ? { status: 200, body: { company: { name: 'Northwind Gifts' } } } : answer(),
  );
}

async function submit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it("has 'Email', 'Password' and 'Sign in', the store's name, and a way to reset the password", async () => {
    serve(() => ({ status: 500 }));
    renderDashboard(<SignInPage />);
    expect(await screen.findByText('Northwind Gifts')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('names the fields that are missing or wrong before asking the server', async () => {
    const calls = serve(() => ({ status: 500 }));
    renderDashboard(<SignInPage />);
    await submit('', '');
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await submit('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/admin/session')).toHaveLength(0);
  });

  it('signs in with the lower-cased email and opens the dashboard for the person', async () => {
    const calls = serve(() => ({ status: 200, body: OWNER }));
    const { queryClient } = renderDashboard(<SignInPage />);
    await submit('Olive@Example.com', 'correct horse battery');
    await vi.waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(OWNER), { timeout: 10_000 });
    expect(calls.find((c) => c.url === '/api/admin/session')).toEqual({
      url: '/api/admin/session',
      method: 'POST',
      body: { email: 'olive@example.com', password: 'correct horse battery' },
    });
  });

  it.each([
    ['wrong credentials', { status: 401, body: { message: 'Wrong email or password.' } }, 'Wrong email or password.'],
    [
      'throttling, with the wait',
      {
        status: 429,
        body: { message: 'Too many failed sign-ins. Try again in 14 minutes.' },
        headers: { 'retry-after': '840' },
      },
      'Too many failed sign-ins. Try again in 14 minutes.',
    ],
  ])('says so on %s', async (_case, answer, text) => {
    serve(() => answer);
    const { queryClient } = renderDashboard(<SignInPage />);
    await submit('olive@example.com', 'wrong password');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
  });

  it('says the server could not be reached when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderDashboard(<SignInPage />);
    await submit('olive@example.com', 'whatever');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});
