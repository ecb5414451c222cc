import http from 'node:http';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, serverPort, VIEWPORTS } from './support/browser';
import {
  dashboardUrl,
  DEMO,
  DEMO_OWNER,
  DEMO_SPLIT,
  fillSignIn,
  navigateTo,
  openSignedOut,
  OWNER_SECTIONS,
  signIn,
  uniqueEmail,
} from './support/dashboard';

/** A request as a client that sends its own Cookie header (Node resolves no *.localhost, so the Host is set by hand). */
function getWithHost(host: string, path: string, cookie: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: serverPort(), path, headers: { host, cookie } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('error', reject);
  });
}

test.describe('signing in to the dashboard', () => {
  for (const [label, viewport] of VIEWPORTS)
    test.describe(`at ${label}`, () => {
      test("shows 'Email', 'Password' and 'Sign in' with the store's name, and refuses a wrong password", async ({
        site,
      }) => {
        const page = await openSignedOut(site, viewport);
        await expect(page).toHaveTitle('Sign in · Dashboard');
        await expect.poll(() => page.getByTestId('auth-store-name').textContent()).toBe('Northwind Gifts');
        await expectNoAxeViolations(page, `sign-in ${label}`);
        await screenshot(page, 'dashboard-sign-in');

        await fillSignIn(page, DEMO_OWNER.email, 'not-the-password');
        await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
        await expectNoAxeViolations(page, `sign-in error ${label}`);
        await page.close();
      });

      test('signs the demo owner in to the home page, which says who and where, and signs out', async ({ site }) => {
        const page = await openSignedOut(site, viewport);
        await signIn(page);
        const home = page.getByTestId('home-page');
        await home.waitFor();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Demo Owner');
        await expect(home).toContainText('You are signed in to Northwind Gifts as owner@demo.test.');
        await expect
          .poll(() => page.getByTestId('section-links').getByRole('link').allTextContents())
          .toEqual(OWNER_SECTIONS.map((section) => expect.stringContaining(section)));
        await expectNoAxeViolations(page, `home ${label}`);
        await screenshot(page, 'dashboard-home');

        if (viewport === MOBILE) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          const drawer = page.getByRole('dialog');
          await drawer.getByText('Owner', { exact: true }).waitFor();
          await expectNoAxeViolations(page, `menu ${label}`);
          await screenshot(page, 'dashboard-menu', { fullPage: false });
          await drawer.getByRole('button', { name: 'Sign out' }).click();
        } else {
          await page.getByTestId('account-panel').getByRole('button', { name: 'Sign out' }).click();
        }
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await page.reload();
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await page.close();
      });
    });

  test('asks for a reset link without saying whether the email has an account', async ({ site }) => {
    const page = await openSignedOut(site, DESKTOP);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `forgot password ${viewport.width}`);
      await screenshot(page, 'dashboard-forgot-password');
    }
    await page.getByLabel('Email').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('reset-requested')).toHaveText(/^If that email belongs to an account of this store/);
    await page.close();
  });

  test('throttles after 10 failed sign-ins and says how long to wait', async ({ site }) => {
    const page = await openSignedOut(site, DESKTOP);
    // This test's own client address (the e2e server trusts X-Forwarded-For), and an account of its own.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.99' });
    const email = uniqueEmail('guesser');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await fillSignIn(page, email, `guess number ${attempt}`);
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong email or password.');
      await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'visible' });
      await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    }
    await fillSignIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Too many failed sign-ins. Try again in 15 minutes.');
    await expectNoAxeViolations(page, 'sign-in throttled');
    await screenshot(page, 'dashboard-sign-in-throttled');
    await page.close();
  });

  test("refuses a session of store demo on demo-split's host", async ({ site }) => {
    const page = await openSignedOut(site, DESKTOP);
    await signIn(page);
    const [cookie] = (await site.context.cookies(dashboardUrl(DEMO))).filter((c) => c.name === 'gf_admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', domain: `${DEMO}.localhost` });

    // The browser keeps the cookie to demo's host: demo-split's dashboard asks to sign in.
    await page.goto(dashboardUrl(DEMO_SPLIT));
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect.poll(() => page.getByTestId('auth-store-name').textContent()).toBe('Juniper & Co.');

    // And the server refuses demo's session when it is presented there anyway.
    const answer = await getWithHost(
      `${DEMO_SPLIT}.localhost:${serverPort()}`,
      '/api/admin/session',
      `${cookie!.name}=${cookie!.value}`,
    );
    expect(answer).toEqual({
      status: 401,
      body: { message: 'This session belongs to another store. Sign in to this store.' },
    });
    // Nor does it open the other store's gift cards.
    expect(
      (
        await getWithHost(
          `${DEMO_SPLIT}.localhost:${serverPort()}`,
          '/api/admin/gift-cards',
          `${cookie!.name}=${cookie!.value}`,
        )
      ).status,
    ).toBe(401);

    // Signed in on demo still.
    await page.goto(dashboardUrl(DEMO));
    await page.getByTestId('home-page').waitFor();
    await navigateTo(page, 'Staff');
    await page.close();
  });
});
