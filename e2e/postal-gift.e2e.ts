import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl, VIEWPORTS } from './support/browser';
import { openWithEmptyCart } from './support/cart';
import { expectConfirmation, fillCard, fillDetails, TEST_CARDS, waitForCardForm } from './support/checkout';
import { DEMO, navigateTo, openAsOwner, uniqueEmail } from './support/dashboard';

/**
 * Issue 26 item 12: a gift card posted to its recipient. The gift dialog asks for the recipient's
 * name and postal address by the country's rules (a Canadian province) and no email or schedule;
 * the cart, the checkout, the confirmation and the dashboard's order page show one Ship to, the
 * recipient's, with the buyer as sender.
 */
const linesOf = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((el) => Array.from(el.children, (line) => line.textContent?.trim()));

test.describe('a postal gift to a recipient in Canada', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`is addressed in the gift dialog, bought in the sandbox, and shows its one Ship to everywhere, at ${label}`, async ({
      site,
    }) => {
      const { page } = await openWithEmptyCart(site, DEMO, '/gift-card/classic-gift-card', viewport);
      await page.getByTestId(viewport === MOBILE ? 'mobile-send-as-gift' : 'send-as-gift').click();
      const dialog = page.getByRole('dialog', { name: 'Send as gift' });
      await dialog.waitFor();
      await dialog.getByTestId('gift-arrives-post').click();
      // Posted, not emailed: no email field and no email schedule.
      await expect(dialog.getByLabel('Recipient email')).toHaveCount(0);
      await expect(dialog.getByTestId('schedule-later')).toHaveCount(0);
      await dialog.getByLabel('Recipient name').fill('Chloé Tremblay');
      await dialog.getByLabel('Country').selectOption('CA');
      await dialog.getByLabel('Address', { exact: true }).fill('100 Queen St W');
      await dialog.getByLabel('City').fill('Toronto');
      await dialog.getByLabel('Postal code').fill('m5h 2n2');
      await dialog.getByRole('textbox', { name: 'From' }).fill('Ada Lovelace');
      await dialog.getByTestId('gift-save').click();
      // A Canadian address needs its province.
      await expect(dialog.getByTestId('gift-region-error')).toHaveText('Province is required');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('gift-postal-region');
      await expectNoAxeViolations(page, `postal gift dialog refused (${label})`);
      await dialog.getByLabel('Province').selectOption({ label: 'Ontario' });
      await dialog.getByTestId('gift-ship-to').scrollIntoViewIfNeeded();
      await screenshot(page, 'postal-gift-dialog', { fullPage: false });
      await expectNoAxeViolations(page, `postal gift dialog (${label})`);
      await dialog.getByTestId('gift-save').click();
      await dialog.waitFor({ state: 'detached' });

      // The cart line: Ship to the recipient, by post.
      const drawer = page.getByTestId('cart-drawer');
      await drawer.waitFor();
      await expect
        .poll(() => linesOf(page, 'gift-ship-to'))
        .toEqual(['CHLOÉ TREMBLAY', '100 QUEEN ST W', 'TORONTO ON M5H 2N2', 'Canada']);
      await expect(drawer.getByTestId('gift-email')).toHaveCount(0);
      await expect(drawer.getByTestId('gift-delivery')).toHaveText('By post');

      // The checkout: the gift's address is the order's Ship to; only the buyer and a mobile number are asked.
      await page.goto(storeUrl(DEMO, '/checkout'));
      await page.getByTestId('checkout-form').waitFor();
      await expect(page.getByTestId('delivery-by-post')).toBeVisible();
      await expect
        .poll(() => linesOf(page, 'ship-to-gift'))
        .toEqual(['CHLOÉ TREMBLAY', '100 QUEEN ST W', 'TORONTO ON M5H 2N2', 'Canada']);
      await expect(page.getByLabel("Recipient's name")).toHaveCount(0);
      await expect(page.getByTestId('summary-gift-ship-to').first()).toContainText('TORONTO ON M5H 2N2');
      const buyerEmail = uniqueEmail('postal-gift');
      await fillDetails(page, { firstName: 'Ada', lastName: 'Lovelace', email: buyerEmail });
      await page.getByTestId('shipping-option-standard-post').click();
      await page.getByLabel('Mobile number').fill('+1 416 555 0143');
      await waitForCardForm(page);
      await fillCard(page, TEST_CARDS.succeeds);
      await screenshot(page, 'postal-gift-checkout');
      await expectNoAxeViolations(page, `postal gift checkout (${label})`);
      await page.getByTestId('pay-button').click();
      await expectConfirmation(page);

      // The confirmation: one Ship to, the recipient's.
      await expect(page.getByTestId('issued-card-delivery').first()).toHaveText('Delivery: Post');
      await expect(page.getByTestId('issued-card-recipient').first()).toHaveText('Recipient: Chloé Tremblay');
      await expect
        .poll(() => linesOf(page, 'shipping-address'))
        .toEqual(['CHLOÉ TREMBLAY', '100 QUEEN ST W', 'TORONTO ON M5H 2N2', 'Canada']);
      await screenshot(page, 'postal-gift-confirmation');
      await expectNoAxeViolations(page, `postal gift confirmation (${label})`);
      const reference = (await page.getByTestId('order-number').textContent())!.trim();
      await page.close();

      // The dashboard's order page says the same, with the buyer as sender.
      if (viewport !== DESKTOP) return;
      const admin = await openAsOwner(site, DESKTOP);
      await navigateTo(admin, 'Orders');
      await admin.getByLabel('Search orders').fill(reference);
      await admin.getByRole('button', { name: 'Search' }).click();
      await expect(admin.getByTestId('orders-row')).toHaveCount(1);
      await admin.getByTestId('orders-row').getByRole('link').first().click();
      const shipTo = admin.getByTestId('order-ship-to');
      await expect
        .poll(() => shipTo.locator('address').evaluate((el) => Array.from(el.children, (c) => c.textContent)))
        .toEqual(['CHLOÉ TREMBLAY', '100 QUEEN ST W', 'TORONTO ON M5H 2N2', 'Canada']);
      await expect(shipTo).toContainText('Sender: Ada Lovelace');
      await expectNoAxeViolations(admin, 'dashboard order of a postal gift');
      await admin.close();
    });
});
