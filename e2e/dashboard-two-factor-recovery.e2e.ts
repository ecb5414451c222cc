import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, storeUrl, VIEWPORTS } from './support/browser';
import { DEMO, fillSignIn, followMailedLink, navigateTo, openAsOwner, uniqueEmail } from './support/dashboard';

/** Decision 0151: an owner resets someone's two-factor sign-in; a person replaces their recovery codes. */

const PASSWORD = 'rosa recovery codes 2468';

const codeFor = (secret: string, steps = 0) =>
  generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** POSTs JSON from the page (its session cookie goes along): the status and the answer. */
const post = (page: Page, url: string, body?: object) =>
  page.evaluate(
    async ({ url, body }) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: body ? { 'content-type': 'application/json' } : {},
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
    },
    { url, body },
  );

const signOut = async (page: Page) => {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).filter({ visible: true }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
};

test.describe('recovery codes and an owner’s reset', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`a person gets new recovery codes (an old one no longer signs in), then an owner resets their two-factor sign-in (${label})`, async ({
      site,
      stranger,
    }) => {
      // The owner, in one browser, invites the person, who accepts in another browser.
      const owner = await openAsOwner(site, viewport);
      const email = uniqueEmail('recovery');
      const name = `Rosa Recovery ${viewport.width}`;
      const invited = await post(owner, '/api/admin/staff', { email, name, role: 'staff' });
      expect(invited.status).toBe(201);
      const personId = invited.json!.id as string;
      const page = await stranger.newPage(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      try {
        await followMailedLink(page, DEMO, email, 'Accept invitation');
        await page.getByLabel('New password').fill(PASSWORD);
        await page.getByLabel('Confirm password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Set password and sign in' }).click();
        await page.getByTestId('home-page').waitFor();

        // Two-factor sign-in on (as the existing test does through the dialog); the first codes kept.
        const setup = await post(page, '/api/admin/account/two-factor/setup');
        const secret = setup.json!.secret as string;
        const confirmed = await post(page, '/api/admin/account/two-factor/confirm', {
          code: await codeFor(secret, -1),
        });
        expect(confirmed.status).toBe(200);
        const firstCodes = confirmed.json!.recoveryCodes as string[];

        await navigateTo(page, 'Your account');
        await page
          .getByTestId('two-factor-status')
          .getByText('10 of 10 recovery codes left', { exact: false })
          .waitFor();

        // Cancel gives focus back to the button.
        await page.getByRole('button', { name: 'New recovery codes' }).click();
        const dialog = page.getByRole('dialog', { name: 'Get new recovery codes' });
        await dialog.waitFor();
        await expectNoAxeViolations(page, `new codes ${viewport.width}`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect.poll(() => focusedName(page)).toBe('New recovery codes');

        // A wrong password is refused with a sentence; the right one shows ten new codes, once.
        await page.getByRole('button', { name: 'New recovery codes' }).click();
        await dialog.getByRole('button', { name: 'Get new codes' }).click();
        await dialog.getByText('Enter your password or the 6-digit code your authenticator app shows now.').waitFor();
        await dialog.getByLabel('Password').fill('not my password');
        await dialog.getByRole('button', { name: 'Get new codes' }).click();
        await dialog.getByText('Your password is not right.').waitFor();
        await expectNoAxeViolations(page, `new codes refused ${viewport.width}`);
        await dialog.getByLabel('Password').fill(PASSWORD);
        await dialog.getByRole('button', { name: 'Get new codes' }).click();
        const shown = page.getByRole('dialog', { name: 'Your new recovery codes' });
        await shown.getByTestId('recovery-codes').waitFor();
        await expect(shown.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
        const newCodes = await shown.getByTestId('recovery-codes').locator('li').allTextContents();
        for (const code of newCodes) expect(firstCodes).not.toContain(code);
        await expect(shown.getByRole('button', { name: 'Download' })).toBeVisible();
        await expectNoAxeViolations(page, `new codes shown ${viewport.width}`);
        await screenshot(page, 'dashboard-new-recovery-codes', { fullPage: false });
        await shown.getByRole('button', { name: 'Done' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect.poll(() => focusedName(page)).toBe('New recovery codes');

        // An old code no longer signs in; a new one does.
        await signOut(page);
        await fillSignIn(page, email, PASSWORD);
        await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
        await page.getByLabel('Code').fill(firstCodes[0]!);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByTestId('two-factor-error').waitFor();
        await page.getByLabel('Code').fill(newCodes[0]!);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByTestId('account-page').waitFor();

        // The owner resets the person's two-factor sign-in from the staff page.
        await navigateTo(owner, 'Staff');
        const reset = owner.getByRole('button', { name: `Reset two-factor sign-in for ${name}` });
        await reset.click();
        const confirm = owner.getByRole('dialog', { name: `Reset two-factor sign-in for ${name}?` });
        await confirm.getByText(`${name} (${email})`).waitFor();
        await expectNoAxeViolations(owner, `reset two-factor ${viewport.width}`);
        await screenshot(owner, 'dashboard-reset-two-factor', { fullPage: false });
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await expect(owner.getByRole('dialog')).toHaveCount(0);
        await expect.poll(() => focusedName(owner)).toBe('Reset two-factor');
        await reset.click();
        await confirm.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
        await owner
          .getByTestId('staff-notice')
          .getByText(`Two-factor sign-in was reset for ${name}.`, { exact: false })
          .waitFor();
        await expect(reset).toHaveCount(0);
        await expectNoAxeViolations(owner, `after reset ${viewport.width}`);

        // The person was signed out and mailed; the password alone opens the dashboard again.
        await page.reload();
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await expect
          .poll(
            async () => {
              await page.goto(storeUrl(DEMO, '/dev/mailbox'));
              return page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'was reset' }).count();
            },
            { timeout: 30_000, intervals: [500] },
          )
          .toBeGreaterThan(0);
        await page.goto(storeUrl(DEMO, '/admin/account'));
        await fillSignIn(page, email, PASSWORD);
        await page.getByTestId('account-page').waitFor();
        await page.getByTestId('two-factor-status').getByText('Off').waitFor();
      } finally {
        await page.close();
        const removed = await owner.evaluate(
          async (id) => (await fetch(`/api/admin/staff/${id}`, { method: 'DELETE' })).status,
          personId,
        );
        expect(removed).toBe(204);
        await owner.close();
      }
    });
});
