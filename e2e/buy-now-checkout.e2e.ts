import { expect, test } from './support/test';
import { VIEWPORTS } from './support/browser';
import { openWithEmptyCart } from './support/cart';
import { CHECKOUT, expectConfirmation, fillCard, fillDetails, TEST_CARDS, waitForCardForm } from './support/checkout';
import { pathOf } from './support/storefront';

/** product §4 Amount and purchase: Buy Now adds without the drawer and goes to /checkout; then the whole purchase. */
test.describe('Buy Now to a paid order', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`buys a card from its page with Buy Now and the 4242 card, at ${label}`, async ({ site }) => {
      const { page, pageErrors } = await openWithEmptyCart(site, CHECKOUT, '/gift-card/coffee-card', viewport);
      await page.getByTestId('amount-c40').click();
      // The fixed bottom bar holds Buy Now on small screens (product §2 Gift card detail).
      await page.getByTestId(viewport.width < 768 ? 'mobile-buy-now' : 'buy-now').click();
      await expect.poll(() => pathOf(page), { timeout: 5000 }).toBe('/checkout');
      await page.getByTestId('checkout-form').waitFor();
      await expect(page.getByTestId('cart-drawer')).toHaveCount(0);

      const toggle = page.getByTestId('summary-toggle');
      if (await toggle.isVisible()) await toggle.click();
      await expect(page.getByTestId('summary-item-name')).toBeVisible();
      await expect(page.getByTestId('summary-item-name')).toHaveText(['Coffee Card']);
      await expect(page.getByTestId('summary-item-total').first()).toHaveText('$40.00');
      // 40.00 + the store's 2.5% service fee
      await expect(page.getByTestId('total-due-value').first()).toHaveText('$41.00');

      await fillDetails(page);
      await waitForCardForm(page);
      await fillCard(page, TEST_CARDS.succeeds);
      await page.getByTestId('pay-button').click();
      await expectConfirmation(page);
      await expect(page.getByTestId('issued-card-title')).toHaveText(['Coffee Card']);
      await expect(page.getByTestId('order-paid-total').first()).toHaveText('$41.00 USD');
      expect(pageErrors, label).toEqual([]);
      await page.close();
    });
});
