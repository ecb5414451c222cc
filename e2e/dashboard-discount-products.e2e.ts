import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, VIEWPORTS } from './support/browser';
import {
  applyPromo,
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { DEMO, navigateTo, openAsOwner } from './support/dashboard';

/** At 390 px the order summary (with the promo input) starts folded. */
async function openSummary(page: Page) {
  if (await page.getByTestId('summary-toggle').isVisible()) await page.getByTestId('summary-toggle').click();
}

/** Issue 25: a discount code limited to chosen products, from the editor to the checkout. */
test.describe('discount codes limited to chosen products', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`an owner limits a code to one product; the checkout explains it and takes it off that product only (${label})`, async ({
      site,
    }) => {
      const code = `ONLY${process.pid}${Date.now() % 100000}${viewport.width}`;
      const page = await openAsOwner(site, viewport);
      await navigateTo(page, 'Discount codes');
      await page.getByTestId('discount-codes-page').waitFor();
      await page.getByRole('button', { name: 'New code' }).filter({ visible: true }).click();
      const dialog = page.getByRole('dialog', { name: 'New discount code' });
      await dialog.getByLabel('Code').fill(code.toLowerCase());
      await dialog.getByLabel('Percent off').fill('20');
      const appliesTo = dialog.getByRole('group', { name: 'Applies to' });
      await appliesTo.getByRole('checkbox', { name: 'Thank You Gift Card' }).check();
      await expect(appliesTo.getByRole('checkbox', { name: 'Thank You Gift Card' })).toBeChecked();
      await expectNoAxeViolations(page, `discount code dialog with Applies to ${viewport.width}`);
      await appliesTo.scrollIntoViewIfNeeded();
      await screenshot(page, 'dashboard-discount-applies-to', { fullPage: false });
      await dialog.getByRole('button', { name: 'Create code' }).click();
      await page.getByText(`${code} was created.`).waitFor();
      await expect(page.getByText('20% off, on 1 product only').filter({ visible: true }).first()).toBeVisible();

      // Its product is not in the cart: the checkout says so and applies nothing.
      const shop = await openCheckout(site, [{ slug: 'happy-birthday', denomination: 'usd-25' }], viewport, DEMO);
      await openSummary(shop);
      await applyPromo(shop, code.toLowerCase());
      await expect(shop.getByTestId('promo-error')).toHaveText(
        `The code ${code} is only for some products, and none of them is in your cart. Add one of them to use it.`,
      );
      await expect(shop.getByTestId('applied-discount')).toHaveCount(0);
      await expectNoAxeViolations(shop, `checkout, code for other products ${viewport.width}`);
      await shop.getByTestId('promo-error').scrollIntoViewIfNeeded();
      await screenshot(shop, 'checkout-discount-not-in-cart', { fullPage: false });
      await shop.close();

      // With its product in the cart: 20% of the $20 Thank You card, not of the $45 order, and the server agrees.
      const buyer = await openCheckout(
        site,
        [
          { slug: 'happy-birthday', denomination: 'usd-25' },
          { slug: 'thank-you', denomination: 'usd-20' },
        ],
        viewport,
        DEMO,
      );
      await openSummary(buyer);
      await applyPromo(buyer, code.toLowerCase());
      await buyer.getByTestId('applied-discount').first().waitFor();
      await expect.poll(() => buyer.getByTestId('total-discount-value').first().textContent()).toBe('−$4.00');
      await fillDetails(buyer);
      await waitForCardForm(buyer);
      await fillCard(buyer, TEST_CARDS.succeeds);
      await buyer.getByTestId('pay-button').click();
      await expectConfirmation(buyer);
      await buyer.close();

      // Leave the demo store as it was: the code is deactivated.
      await page.reload();
      await page.getByTestId('discount-codes-page').waitFor();
      await page
        .getByRole('button', { name: `Deactivate ${code}` })
        .filter({ visible: true })
        .click();
      await page
        .getByRole('dialog', { name: `Deactivate ${code}?` })
        .getByRole('button', { name: 'Deactivate code' })
        .click();
      await page.getByText(`${code} was deactivated.`).waitFor();
      await page.close();
    });
});
