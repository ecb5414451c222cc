import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatExpiryDate } from '@giftfront/domain/calendar-date';
import { giftCardExpiryDate } from '@giftfront/domain/gift-card-expiry';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
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
import { textOf } from './support/storefront';

/** What the buyer is told is what was issued: the product's validity, and what is left on a gift card that paid. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a voucher’s expiry, from its product’s validity', () => {
  it.each(VIEWPORTS)(
    'is the one the terms state on the product page, the confirmation and the recipient’s page, at %s',
    async (label, viewport) => {
      // The demo's Chef's Tasting Menu: its terms say 'Valid for 6 months'.
      const product = await browser.newPage(viewport);
      await product.goto(storeUrl(DEMO, '/voucher/chefs-tasting-menu'));
      expect(await textOf(product, 'gift-fact-expiry')).toBe('Expiry: Valid for 6 months from the day of purchase.');
      await product.close();

      const page = await openCheckout(browser, [{ slug: 'chefs-tasting-menu', denomination: 'two' }], viewport, DEMO);
      await fillDetails(page, { email: `expiry-${viewport.width}@example.com` });
      await waitForCardForm(page);
      await fillCard(page, TEST_CARDS.succeeds);
      await page.getByTestId('pay-button').click();
      await expectConfirmation(page);
      const until = formatExpiryDate(giftCardExpiryDate({ months: 6 }, new Date(), 'UTC'));
      expect(await textOf(page, 'issued-card-expiry')).toBe(`Valid until ${until}`);
      await expectNoAxeViolations(page, `confirmation at ${label}`);
      await screenshot(page, 'confirmation-expiry');

      const [recipientPage] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByTestId('issued-card-view').click(),
      ]);
      await recipientPage.getByRole('heading', { level: 1 }).waitFor();
      expect(await recipientPage.locator('dl.facts').first().textContent()).toContain(`Expires${until}`);
      await recipientPage.close();
      await page.close();
    },
  );
});

describe('a gift card that paid', () => {
  it.each(VIEWPORTS)('is shown on the confirmation with what is left on it, at %s', async (label, viewport) => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c40' }], viewport);
    if (await page.getByTestId('summary-toggle').isVisible()) await page.getByTestId('summary-toggle').click();
    // $40.00 + 2.5% fee = $41.00, all paid by the $50.00 card: $9.00 stays on it.
    const ending = String(viewport.width).padStart(4, '0');
    await applyPromo(page, `LANT-LEFT-OVER-${ending}`);
    await page.getByTestId('place-order').waitFor();
    await fillDetails(page, { email: `left-over-${viewport.width}@example.com` });
    await page.getByTestId('place-order').click();
    await expectConfirmation(page);
    expect(await textOf(page, 'gift-card-balances')).toBe(
      `Gift card ending ${ending} paid $41.00; $9.00 is left on it.`,
    );
    await expectNoAxeViolations(page, `confirmation at ${label}`);
    await screenshot(page, 'confirmation-gift-card-left');
    await page.close();
  });
});
