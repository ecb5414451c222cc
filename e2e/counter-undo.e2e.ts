import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, type Browser } from './support/browser';
import { dashboardUrl, DEMO, followMailedLink, openAsOwner, uniqueEmail } from './support/dashboard';

/** The demo store's two $60 cards kept for this test (stores/demo.json), one per width. */
const CARDS = { 390: 'GFDEMO-3141-5926-UND1', 1280: 'GFDEMO-3141-5926-UND2' } as const;

/** A staff member of the demo store, invited by the owner and signed in on a page of their own. */
async function staffPage(site: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const owner = await openAsOwner(site, DESKTOP);
  const email = uniqueEmail('undo');
  const status = await owner.evaluate(async (address) => {
    const response = await fetch('/api/admin/staff', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, name: 'Uma Undo', role: 'staff' }),
    });
    return response.status;
  }, email);
  expect(status).toBe(201);
  await owner.close();
  await site.context.clearCookies();
  const page = await site.newPage(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await followMailedLink(page, DEMO, email, 'Accept invitation');
  await page.getByLabel('New password').fill('uma undo 24680');
  await page.getByLabel('Confirm password').fill('uma undo 24680');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await page.getByTestId('home-page').waitFor();
  return page;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

test.describe('Undo on the Redeem receipt', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`a staff member redeems, presses Undo and the balance is back, focus on the receipt's heading (${viewport.width} px)`, async ({
      site,
    }) => {
      const page = await staffPage(site, viewport);
      const code = CARDS[viewport.width];
      await page.goto(dashboardUrl(DEMO, '/redeem'));
      await page.getByLabel('Gift card code').fill(code);
      await page.getByLabel('Gift card code').press('Enter');
      await expect.poll(() => page.getByTestId('counter-card-balance').textContent()).toBe('$60.00');
      await page.getByLabel('Amount').fill('15');
      await page.getByLabel('Amount').press('Enter');
      await expect.poll(() => page.getByTestId('new-balance').textContent()).toBe('$45.00');

      const undo = page.getByRole('button', { name: 'Undo' });
      await expect(undo).toBeVisible();
      const cardLink = page.getByRole('link', { name: `Open the card •••• ${code.slice(-4)}` });
      await expect(cardLink).toBeVisible();
      await expectNoAxeViolations(page, `redeem receipt with undo ${viewport.width}`);
      await screenshot(page, 'dashboard-redeem-receipt-undo');

      await undo.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('new-balance').textContent()).toBe('$60.00');
      await expect(page.getByTestId('receipt').getByRole('heading')).toHaveText('Redemption undone');
      await expect.poll(() => focusedText(page)).toBe('Redemption undone');
      await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
      await expect(page.getByTestId('receipt-line')).toHaveText(
        /^Undid the redemption of \$15\.00 from gift card •••• UND\d\. Balance: \$60\.00\./,
      );
      await expectNoAxeViolations(page, `redeem receipt undone ${viewport.width}`);
      await screenshot(page, 'dashboard-redeem-receipt-undone');

      // The card's own page says the same: its balance is whole again.
      await cardLink.click();
      await expect.poll(() => page.getByTestId('card-balance').textContent()).toBe('$60.00');
      await page.close();
    });
  }
});
