import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, type Browser } from './support/browser';
import {
  dashboardUrl,
  DEMO,
  followMailedLink,
  navigateTo,
  openAsOwner,
  signIn,
  uniqueEmail,
} from './support/dashboard';

/** The demo store's $500 card (stores/demo.json); no other browser test touches it. */
const CARD = { typed: 'gfdemo 9753-8642-wxyz', code: 'GFDEMO-9753-8642-WXYZ', ending: 'WXYZ' } as const;

/** axe at a phone's and a desktop's width, with a screenshot of each to look at. */
async function checkBothWidths(page: Page, name: string, { fullPage = true } = {}) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `${name} ${viewport.width}`);
    await screenshot(page, name, { fullPage });
  }
}

async function openCardFromList(page: Page, search: string) {
  await page.goto(dashboardUrl(DEMO, '/gift-cards'));
  await page.getByLabel('Search').fill(search);
  await page.getByLabel('Search').press('Enter');
  await page
    .getByRole('table', { name: 'Gift cards' })
    .getByRole('link', { name: new RegExp(CARD.ending) })
    .click();
  await page.getByTestId('card-balance').waitFor();
}

/** A staff member of the demo store, invited by the owner's session in `owner` and signed in on a page of their own. */
async function staffPage(site: Browser, owner: Page): Promise<Page> {
  const email = uniqueEmail('counter');
  const status = await owner.evaluate(async (address) => {
    const response = await fetch('/api/admin/staff', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, name: 'Casey Counter', role: 'staff' }),
    });
    return response.status;
  }, email);
  expect(status).toBe(201);
  await site.context.clearCookies();
  const page = await site.newPage(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await followMailedLink(page, DEMO, email, 'Accept invitation');
  await page.getByLabel('New password').fill('casey counter 2468');
  await page.getByLabel('Confirm password').fill('casey counter 2468');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await page.getByTestId('home-page').waitFor();
  return page;
}

/** The card's page, found as a person would: the list, searched by the card's last 4. */
let cardUrl = '';

test.describe('gift cards in the dashboard', () => {
  // Each test goes on from what the one before made (the card's or product's page): in order, in one worker.
  test.describe.configure({ mode: 'serial' });
  test('an owner redeems part of a card at the counter by keyboard alone, typing its code, and gets the new balance and a receipt line', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP, '/redeem');
    const focusedLabel = () =>
      page.evaluate(
        () =>
          (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ??
          document.activeElement?.textContent,
      );
    await expect.poll(focusedLabel, { timeout: 10_000 }).toBe('Gift card code');
    await checkBothWidths(page, 'dashboard-redeem-empty');
    await page.keyboard.type(CARD.typed);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('counter-card-balance').textContent()).toBe('$500.00');
    expect(new URL(page.url()).search).not.toContain(CARD.ending);
    await expect(page.getByLabel('Amount')).toHaveValue('');
    await expect.poll(focusedLabel, { timeout: 10_000 }).toBe('Amount');
    await checkBothWidths(page, 'dashboard-redeem-card');
    await expect.poll(() => focusedLabel()).toBe('Amount');
    await page.keyboard.type('25');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('new-balance').textContent()).toBe('$475.00');
    await expect(page.getByTestId('receipt-line')).toHaveText(
      /^Redeemed \$25\.00 from gift card •••• WXYZ on .+ by Demo Owner\. Balance left: \$475\.00\./,
    );
    await checkBothWidths(page, 'dashboard-redeem-receipt');
    // Printed, the receipt (with the store's name) is all there is: no navigation, no buttons.
    await page.emulateMedia({ media: 'print' });
    // The print styles apply with the next style recalculation, not at once on a busy machine.
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await expect(page.getByTestId('receipt-line')).toBeVisible();
    await expect(page.getByTestId('receipt').getByText('Northwind Gifts')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
    await screenshot(page, 'dashboard-redeem-printed', { fullPage: false });
    await page.emulateMedia({ media: 'screen' });
    // Emulating print moves focus away, as no real print dialog does: back to the receipt's heading, where it was.
    await page.getByTestId('receipt').getByRole('heading').focus();
    // On to the next card from the keyboard: the receipt's heading has focus, Tab reaches 'Next card'.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(focusedLabel, { timeout: 10_000 }).toBe('Gift card code');
    await page.close();
  });

  test('the owner finds the card by its last 4 and reads the redemption in its ledger, and shows its code on request', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    await navigateTo(page, 'Gift cards');
    await page.getByRole('table', { name: 'Gift cards' }).waitFor();
    await checkBothWidths(page, 'dashboard-gift-cards');
    await page.setViewportSize(DESKTOP);
    await openCardFromList(page, CARD.ending);
    cardUrl = page.url();
    await expect(page.getByTestId('card-balance')).toHaveText('$475.00');
    const redeemed = page.getByRole('table', { name: 'Ledger' }).getByRole('row').filter({ hasText: 'Redeemed' });
    await expect(redeemed).toHaveText(/−\$25\.00Demo OwnerCounter/);
    await checkBothWidths(page, 'dashboard-gift-card');
    await page.getByRole('button', { name: 'Show code' }).click();
    await expect.poll(() => page.getByTestId('card-code').textContent()).toBe(CARD.code);
    await page.close();
  });

  test('staff see the card without the owners’ actions, and the API refuses those actions with 403', async ({
    site,
  }) => {
    const owner = await openAsOwner(site, DESKTOP);
    const staff = await staffPage(site, owner);
    await owner.close();
    await staff.goto(cardUrl);
    await staff.getByTestId('card-balance').waitFor();
    const actions = staff.getByTestId('card-actions');
    await expect(actions.getByRole('link', { name: 'Redeem' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Resend gift email' })).toBeVisible();
    for (const name of ['Adjust balance', 'Change expiry', 'Void', 'Reactivate'])
      await expect(actions.getByRole('button', { name })).toHaveCount(0);
    await expect(staff.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
    await checkBothWidths(staff, 'dashboard-gift-card-staff');
    const refused = await staff.evaluate(async (url) => {
      const card = await (await fetch(`/api/admin/gift-cards/${new URL(url).pathname.split('/').pop()}`)).json();
      const response = await fetch(`/api/admin/redemptions/${card.redemptions[0].id}/reversal`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return response.status;
    }, cardUrl);
    expect(refused).toBe(403);
    await staff.close();
  });

  test('the owner voids the card with a reason; the counter then says so and offers nothing to redeem', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    await page.goto(cardUrl);
    await page.getByRole('button', { name: 'Void' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void this gift card?' });
    await dialog.getByLabel('Reason').fill('Reported stolen');
    await expectNoAxeViolations(page, 'void dialog');
    await screenshot(page, 'dashboard-void-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Void card' }).click();
    await expect.poll(() => page.getByTestId('card-notice').textContent()).toBe('The gift card is voided.');
    await page
      .getByRole('table', { name: 'Ledger' })
      .getByRole('row')
      .filter({ hasText: 'Voided' })
      .filter({ hasText: 'Reported stolen' })
      .waitFor();
    await expect(page.getByTestId('card-actions').getByRole('link', { name: 'Redeem' })).toHaveCount(0);
    await page.goto(dashboardUrl(DEMO, '/redeem'));
    await page.getByLabel('Gift card code').fill(CARD.code);
    await page.getByLabel('Gift card code').press('Enter');
    await expect
      .poll(() => page.getByTestId('not-redeemable').textContent())
      .toBe('This gift card was voided (Reported stolen). It cannot be redeemed.');
    await expect(page.getByLabel('Amount')).toHaveCount(0);
    await checkBothWidths(page, 'dashboard-redeem-voided');
    await page.close();
  });

  test('a signed-out visitor of a filtered list is asked to sign in, then sees the list as linked', async ({
    site,
  }) => {
    await site.context.clearCookies();
    const page = await site.newPage(DESKTOP);
    await page.goto(dashboardUrl(DEMO, '/gift-cards?status=Active'));
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor();
    await expect(page.getByLabel('Status')).toHaveValue('Active');
    await page.close();
  });
});
