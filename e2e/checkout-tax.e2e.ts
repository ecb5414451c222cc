import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { openWithEmptyCart, storedCartItems } from './support/cart';
import {
  applyPromo,
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  screenshotBoth,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { pathOf, textOf } from './support/storefront';

/** e2e/stores/e2e-tax.json: the gift card is in an 8.25% sales tax class, the class voucher in a 0% one; prices exclude tax. */
const TAX_STORE = 'e2e-tax';

test.describe('tax classes at checkout (product §3 taxClasses, §9 total)', () => {
  test('buys a taxed gift card from its page: the checkout adds its tax after the discount and the sandbox purchase succeeds', async ({
    site,
  }) => {
    const { page } = await openWithEmptyCart(site, TAX_STORE, '/gift-card/bakery-gift-card', DESKTOP);
    await page.getByTestId('amount-b80').click();
    await page.getByTestId('buy-now').click();
    await expect.poll(() => pathOf(page), { timeout: 5000 }).toBe('/checkout');
    await expect.poll(async () => (await storedCartItems(page))[0]?.product.taxClassId).toBe('sales-tax');

    await page.getByTestId('checkout-form').waitFor();
    // 8.25% of 80.00 = 6.60
    await expect(page.getByTestId('total-tax-value').first()).toHaveText('$6.60');
    await expect(page.getByTestId('total-due-value').first()).toHaveText('$86.60');
    await applyPromo(page, 'BAKE10');
    // 80 - 10% = 72; 8.25% of 72 = 5.94
    await expect.poll(() => textOf(page, 'total-tax-value')).toBe('$5.94');
    await expect(page.getByTestId('total-due-value').first()).toHaveText('$77.94');

    await fillDetails(page);
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);
    await expect(page.getByTestId('order-paid-total').first()).toHaveText('$77.94 USD');
    await page.close();
  });

  test('taxes only the lines whose class has a rate, at 390 and 1280 px', async ({ site }) => {
    const page = await openCheckout(
      site,
      [
        { slug: 'bakery-gift-card', denomination: 'b40', quantity: 2 },
        { slug: 'bread-class', denomination: 'class' },
      ],
      MOBILE,
      TAX_STORE,
    );
    await page.getByTestId('summary-toggle').click();
    // 80.00 taxed at 8.25% = 6.60; the 30.00 class is exempt
    await expect(page.getByTestId('total-subtotal-value').first()).toHaveText('$110.00');
    await expect(page.getByTestId('total-tax-value').first()).toHaveText('$6.60');
    await expect(page.getByTestId('total-due-value').first()).toHaveText('$116.60');
    await waitForCardForm(page);
    await expectNoAxeViolations(page, 'checkout with tax');
    await screenshotBoth(page, 'checkout-tax');
    await page.close();
  });
});
