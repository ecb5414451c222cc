import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import {
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { DEMO, navigateTo, openAsOwner } from './support/dashboard';

/** A day as the date input takes it, `days` from today (UTC; the demo store's days are close enough for a window of several days). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('bonus credit (issue 31)', () => {
  test('an owner creates a bonus rule, checkout shows and applies it, the recipient’s page shows both parts', async ({
    site,
  }) => {
    test.slow(); // a rule in the dashboard, a checkout and the recipient's page at two widths: three journeys in one
    const name = `E2E bonus ${process.pid}-${Date.now() % 100000}`;
    const page = await openAsOwner(site, DESKTOP);
    await navigateTo(page, 'Promotions');
    await page.getByTestId('promotions-page').waitFor();
    await page.getByRole('button', { name: 'New bonus rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New bonus credit rule' });
    await dialog.getByLabel('Name').fill(name);
    // Only orders of at least $1,450 of gift cards: no other test's order reaches it.
    await dialog.getByLabel('Gift cards total at least ($)').fill('1450');
    await dialog.getByLabel('Bonus', { exact: true }).selectOption('percent');
    await dialog.getByLabel('Bonus (%)').fill('10');
    await dialog.getByLabel('First day').fill(dayFromToday(-1));
    await dialog.getByLabel('Last day').fill(dayFromToday(-3));
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    await dialog.getByText('The last day cannot be before the first day.').waitFor();
    await expectNoAxeViolations(page, 'bonus rule dialog');
    await screenshot(page, 'dashboard-bonus-rule-dialog', { fullPage: false });
    await dialog.getByLabel('Last day').fill(dayFromToday(3));
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    await page.getByText(`${name} was created.`).waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Gift cards from $1,450.00: 10% bonus');
    await expect(row).toContainText('Live');

    // Three $500 cards: $1,500, so $150 of bonus, $50 on each card.
    const shop = await openCheckout(
      site,
      [{ slug: 'wedding-wishes', denomination: 'usd-500', quantity: 3 }],
      DESKTOP,
      DEMO,
    );
    await expect(shop.getByTestId('bonus-note')).toContainText('your gift cards get $150.00 of bonus credit');
    await expect(shop.getByTestId('bonus-note')).toContainText('valid for 3 months');
    await expectNoAxeViolations(shop, 'checkout with a bonus note');
    await screenshot(shop, 'checkout-bonus-note', { fullPage: false });
    await fillDetails(shop);
    await waitForCardForm(shop);
    await fillCard(shop, TEST_CARDS.succeeds);
    await shop.getByTestId('pay-button').click();
    await expectConfirmation(shop);
    const view = shop.getByTestId('issued-card-view').first();
    const href = await view.getAttribute('href');
    expect(href).toMatch(/^\/GiftCard\/Preview\//);
    for (const viewport of [MOBILE, DESKTOP]) {
      await shop.setViewportSize(viewport);
      await shop.goto(new URL(href!, shop.url()).toString());
      await expect(shop.locator('dd').filter({ hasText: 'Spent after the paid credit.' })).toContainText(
        '$50.00, expires',
      );
      await expect(shop.locator('dt', { hasText: 'Paid credit' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
        '$500.00',
      );
      await expect(
        shop.locator('dt', { hasText: 'Current balance' }).locator('xpath=following-sibling::dd[1]'),
      ).toHaveText('$550.00');
      await expectNoAxeViolations(shop, `recipient page with bonus ${viewport.width}`);
      await screenshot(shop, 'recipient-page-bonus', { fullPage: true });
    }
    await shop.close();

    await page.reload();
    await page.getByTestId('promotions-page').waitFor();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('$150.00');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `promotions ${viewport.width}`);
      await screenshot(page, 'dashboard-promotions');
    }
    // Leave the demo store as it was: the rule switched off.
    await page.getByRole('button', { name: `Switch off ${name}` }).click();
    await page.getByText(`${name} is switched off: orders get no bonus from it.`).waitFor();
  });
});
