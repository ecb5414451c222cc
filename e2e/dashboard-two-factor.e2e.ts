import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, VIEWPORTS, type Browser } from './support/browser';
import {
  DEMO,
  DEMO_SPLIT,
  fillSignIn,
  followMailedLink,
  navigateTo,
  openAsOwner,
  openSignedOut,
  signIn,
  uniqueEmail,
} from './support/dashboard';

const PASSWORD = 'tariq two factor 1357';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A new person of `slug`, invited by its owner (from `owner`'s page) and signed in through the link. */
async function newPerson(
  browser: Browser,
  owner: Page,
  slug: string,
  role: 'owner' | 'staff',
  viewport: { width: number; height: number },
) {
  const email = uniqueEmail('two-factor');
  const status = await owner.evaluate(
    async ({ address, role }) =>
      (
        await fetch('/api/admin/staff', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: address, name: 'Tariq Twofactor', role }),
        })
      ).status,
    { address: email, role },
  );
  expect(status).toBe(201);
  await browser.context.clearCookies();
  const page = await browser.newPage(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await followMailedLink(page, slug, email, 'Accept invitation');
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  return { page, email };
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Opens a dialog with its button, checks it with axe, closes it with Escape: focus is back on the button. */
async function dialogReturnsFocus(page: Page, button: string, dialog: string, label: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('dialog', { name: dialog }).waitFor();
  await expectNoAxeViolations(page, label);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => focusedName(page)).toBe(button);
}

test.describe('two-factor sign-in', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`a person turns it on with the QR code's key, signs in with a code, keeps recovery codes, and turns it off (${label})`, async ({
      site,
    }) => {
      const owner = await openAsOwner(site, DESKTOP);
      const { page, email } = await newPerson(site, owner, DEMO, 'owner', viewport);
      await owner.close();
      await page.getByTestId('home-page').waitFor();
      await navigateTo(page, 'Your account');
      await page.getByTestId('account-page').waitFor();
      await page.getByTestId('two-factor-status').getByText('Off').waitFor();
      await page.getByTestId('account-sessions').getByText('This session').filter({ visible: true }).first().waitFor();
      await expectNoAxeViolations(page, `account ${viewport.width}`);
      await screenshot(page, 'dashboard-account');

      // Each dialog gives focus back to its button.
      await dialogReturnsFocus(
        page,
        'Set up two-factor sign-in',
        'Set up two-factor sign-in',
        `setup ${viewport.width}`,
      );
      await dialogReturnsFocus(page, 'Change password', 'Change your password', `password ${viewport.width}`);
      await dialogReturnsFocus(
        page,
        'Require it for everyone',
        'Require two-factor sign-in for everyone?',
        `store rule ${viewport.width}`,
      );

      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const setup = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
      await setup.getByTestId('two-factor-qr').waitFor();
      await expect(setup.getByTestId('two-factor-key')).not.toBeEmpty();
      const secret = (await setup.getByTestId('two-factor-key').textContent())!;
      await setup.getByLabel('Code from the app').fill('000000');
      await setup.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await setup.getByText('That code is not right.', { exact: false }).waitFor();
      await setup.getByLabel('Code from the app').fill(await codeFor(secret));
      await setup.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await setup.getByTestId('recovery-codes').waitFor();
      await expect(setup.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
      const recovery = await setup.getByTestId('recovery-codes').locator('li').allTextContents();
      expect(recovery).toHaveLength(10);
      await expectNoAxeViolations(page, `recovery codes ${viewport.width}`);
      await screenshot(page, 'dashboard-recovery-codes', { fullPage: false });
      await setup.getByRole('button', { name: 'Done' }).click();
      await page.getByTestId('two-factor-status').getByText('10 of 10 recovery codes left', { exact: false }).waitFor();

      // Signing in again: the password, then the code step.
      const menu = page.getByRole('button', { name: 'Open menu' });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('button', { name: 'Sign out', exact: true }).filter({ visible: true }).click();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await fillSignIn(page, email, PASSWORD);
      await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
      await expectNoAxeViolations(page, `code step ${viewport.width}`);
      await screenshot(page, 'dashboard-two-factor-code');
      await page.getByLabel('Code').fill('123456');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByTestId('two-factor-error').waitFor();
      await page.getByLabel('Code').fill(recovery[0]!);
      await page.getByRole('button', { name: 'Continue' }).click();
      // Signed in again on the page it was signed out from.
      await page.getByTestId('account-page').waitFor();
      await page.getByTestId('two-factor-status').getByText('9 of 10 recovery codes left', { exact: false }).waitFor();
      await dialogReturnsFocus(page, 'Turn off', 'Turn off two-factor sign-in?', `turn off ${viewport.width}`);
      await page.getByRole('button', { name: 'Turn off', exact: true }).click();
      const off = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
      await off.getByLabel('Password').fill(PASSWORD);
      await off.getByLabel('Code from the app').fill(await codeFor(secret, 1));
      await off.getByRole('button', { name: 'Turn off' }).click();
      await page.getByText('Two-factor sign-in is off.').waitFor();
      await page.getByTestId('two-factor-status').getByText('Off').waitFor();
      await page.close();
    });

  test('a store that requires it asks a new member to set it up before the dashboard opens', async ({ site }) => {
    const owner = await openSignedOut(site, DESKTOP, DEMO_SPLIT);
    await signIn(owner);
    await owner.goto(owner.url().replace(/\/admin.*$/, '/admin/account'));
    await owner.getByTestId('store-two-factor').waitFor();
    await owner.getByRole('button', { name: 'Require it for everyone' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Require it' }).click();
    await owner.getByTestId('store-two-factor').getByText('Required').waitFor();
    // The owner's session is full; it is put back after the member's sign-in (the pages share cookies).
    const ownerCookies = await site.context.cookies();
    try {
      const { page } = await newPerson(site, owner, DEMO_SPLIT, 'staff', MOBILE);
      await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
      await page.getByTestId('two-factor-qr').waitFor();
      await expectNoAxeViolations(page, 'enrolment 390');
      await page.setViewportSize(DESKTOP);
      await expectNoAxeViolations(page, 'enrolment 1280');
      await screenshot(page, 'dashboard-two-factor-enrolment');
      await expect(page.getByTestId('two-factor-key')).not.toBeEmpty();
      const secret = (await page.getByTestId('two-factor-key').textContent())!;
      await page.getByLabel('Code from the app').fill(await codeFor(secret));
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await page.getByTestId('recovery-codes').waitFor();
      await page.getByRole('button', { name: 'Open the dashboard' }).click();
      await page.getByTestId('home-page').waitFor();
      await page.close();
    } finally {
      await site.context.clearCookies();
      await site.context.addCookies(ownerCookies);
      const status = await owner.evaluate(
        async () =>
          (
            await fetch('/api/admin/settings/two-factor', {
              method: 'PUT',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ required: false }),
            })
          ).status,
      );
      expect(status).toBe(200);
      await owner.close();
    }
  });
});
