import { expect, test } from './support/test';
import { formatShopperDay } from '@giftfront/domain/shopper-dates';
import { giftCardExpiryDate } from '@giftfront/domain/gift-card-expiry';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, storeUrl, VIEWPORTS } from './support/browser';
import {
  applyPromo,
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { DEMO } from './support/dashboard';

/** What the buyer is told is what was issued: the product's validity, and what is left on a gift card that paid. */
test.describe('a voucher’s expiry, from its product’s validity', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`is the one the terms state on the product page, the confirmation and the recipient’s page, at ${label}`, async ({
      site,
    }) => {
      // The demo's Chef's Tasting Menu: its terms say 'Valid for 6 months'.
      const product = await site.newPage(viewport);
      await product.goto(storeUrl(DEMO, '/voucher/chefs-tasting-menu'));
      await expect(product.getByTestId('gift-fact-expiry').first()).toHaveText(
        'Expiry: Valid for 6 months from the day of purchase.',
      );
      await product.close();

      const page = await openCheckout(site, [{ slug: 'chefs-tasting-menu', denomination: 'two' }], viewport, DEMO);
      await fillDetails(page, { email: `expiry-${viewport.width}@example.com` });
      await waitForCardForm(page);
      await fillCard(page, TEST_CARDS.succeeds);
      await page.getByTestId('pay-button').click();
      await expectConfirmation(page);
      const until = formatShopperDay(giftCardExpiryDate({ months: 6 }, new Date(), 'UTC'));
      await expect(page.getByTestId('issued-card-expiry').first()).toHaveText(`Valid until ${until}`);
      await expectNoAxeViolations(page, `confirmation at ${label}`);
      await screenshot(page, 'confirmation-expiry');

      const [recipientPage] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByTestId('issued-card-view').click(),
      ]);
      await recipientPage.getByRole('heading', { level: 1 }).waitFor();
      await expect(recipientPage.locator('dl.facts').first()).toContainText(`Expires${until}`);
      await recipientPage.close();
      await page.close();
    });
});

test.describe('a gift card that paid', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`is shown on the confirmation with what is left on it, at ${label}`, async ({ site }) => {
      const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c40' }], viewport);
      if (await page.getByTestId('summary-toggle').isVisible()) await page.getByTestId('summary-toggle').click();
      // $40.00 + 2.5% fee = $41.00, all paid by the $50.00 card: $9.00 stays on it.
      const ending = String(viewport.width).padStart(4, '0');
      await applyPromo(page, `LANT-LEFT-OVER-${ending}`);
      await page.getByTestId('place-order').waitFor();
      await fillDetails(page, { email: `left-over-${viewport.width}@example.com` });
      await page.getByTestId('place-order').click();
      await expectConfirmation(page);
      await expect(page.getByTestId('gift-card-balances').first()).toHaveText(
        `Gift card ending ${ending} paid $41.00; $9.00 is left on it.`,
      );
      await expectNoAxeViolations(page, `confirmation at ${label}`);
      await screenshot(page, 'confirmation-gift-card-left');
      await page.close();
    });
});
