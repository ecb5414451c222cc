import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, VIEWPORTS } from './support/browser';
import { expectConfirmation, openCheckout } from './support/checkout';

/**
 * Issue 26 item 16 (decision 0116): an express wallet above the card form. Without Stripe keys the
 * sandbox offers a test wallet that goes through the same validation and confirmation as a card;
 * its shipping address fills a postal order's Ship to.
 */
const linesOf = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((el) => Array.from(el.children, (line) => line.textContent?.trim()));

test.describe('the sandbox’s test wallet', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`pays a postal order above the card form, its shipping address the order's Ship to, at ${label}`, async ({
      site,
    }) => {
      const page = await openCheckout(site, [{ slug: 'everyday-gift-card', denomination: 'e50' }], viewport);
      await page.getByTestId('delivery-mode-physical').click();
      await page.getByTestId('shipping-option-tracked').click();
      const wallet = page.getByTestId('test-wallet-button');
      await wallet.waitFor();
      // Above the card form.
      const walletBox = (await wallet.boundingBox())!;
      const cardBox = (await page.getByLabel('Card number').boundingBox())!;
      expect(walletBox.y).toBeLessThan(cardBox.y);
      await wallet.scrollIntoViewIfNeeded();
      await screenshot(page, 'checkout-test-wallet', { fullPage: false });
      await expectNoAxeViolations(page, `checkout with the test wallet (${label})`);

      await wallet.click();
      await expectConfirmation(page);
      await expect
        .poll(() => linesOf(page, 'shipping-address'))
        .toEqual(['Wally Wallet', '1 Main Street', 'Suite 5', 'ARLINGTON, VA 22201', 'United States']);
      await expect(page.getByTestId('shipping-method').first()).toHaveText('Tracked worldwide post');
      await expectNoAxeViolations(page, `confirmation after the test wallet (${label})`);
      await page.close();
    });

  test('pays an emailed order with the payer the wallet gives, by the same server checks @phone', async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }]);
    await page.getByTestId('test-wallet-button').click();
    await expectConfirmation(page);
    await expect(page.getByTestId('order-receipt-email').first()).toHaveText('wallet@example.com');
    await page.close();
  });
});
