import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DESKTOP } from './support/browser';
import { dashboardUrl, DEMO, openAsOwner } from './support/dashboard';

/** The demo store's $75 card with a gift email (stores/demo.json); this test opens its dialogs and changes nothing. */
const CARD_ENDING = 'ABCD';

/** What has focus, as a person using a screen reader would hear it: its role and text, or BODY. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    return `${element.tagName}:${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`;
  });

/** Opens a dialog with the button named `opener`, closes it by Escape and then by Cancel, and expects focus back on the opener each time. */
async function expectFocusReturns(page: Page, opener: string) {
  const button = page.getByRole('button', { name: opener, exact: true });
  for (const close of ['Escape', 'Cancel'] as const) {
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => focused(page), { message: `focus after ${close} in ${opener}` })
      .toBe(`BUTTON:${(await button.textContent())!.trim()}`);
  }
}

test.describe('focus after a dialog', () => {
  test('returns to the button that opened it, after Escape and after Cancel, on every page with dialogs', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);

    await page.goto(dashboardUrl(DEMO, '/gift-cards'));
    await page.getByLabel('Search').fill(CARD_ENDING);
    await page.getByLabel('Search').press('Enter');
    await page
      .getByRole('table', { name: 'Gift cards' })
      .getByRole('link', { name: new RegExp(CARD_ENDING) })
      .click();
    await page.getByTestId('card-balance').waitFor();
    for (const opener of ['Resend gift email', 'Adjust balance', 'Change expiry', 'Void'])
      await expectFocusReturns(page, opener);
    // Show code is no dialog, but its button goes once the code shows: focus moves to the code, not to nowhere.
    await page.getByRole('button', { name: 'Show code' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('card-code').evaluate((el) => el === document.activeElement)).toBe(true);

    await page.goto(dashboardUrl(DEMO, '/api-keys'));
    await page.getByTestId('api-keys-page').waitFor();
    await expectFocusReturns(page, 'Create API key');

    await page.goto(dashboardUrl(DEMO, '/staff'));
    await page.getByRole('button', { name: 'Invite someone' }).waitFor();
    await expectFocusReturns(page, 'Invite someone');
    await page.close();
  });
});
