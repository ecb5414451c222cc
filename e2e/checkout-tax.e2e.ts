import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, type Browser } from './support/browser';
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

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('tax classes at checkout (product §3 taxClasses, §9 total)', () => {
  it('buys a taxed gift card from its page: the checkout adds its tax after the discount and the sandbox purchase succeeds', async () => {
    const { page } = await openWithEmptyCart(browser, TAX_STORE, '/gift-card/bakery-gift-card', DESKTOP);
    await page.getByTestId('amount-b80').click();
    await page.getByTestId('buy-now').click();
    await expect.poll(() => pathOf(page), { timeout: 5000 }).toBe('/checkout');
    expect((await storedCartItems(page))[0]?.product.taxClassId).toBe('sales-tax');

    await page.getByTestId('checkout-form').waitFor();
    // 8.25% of 80.00 = 6.60
    expect(await textOf(page, 'total-tax-value')).toBe('$6.60');
    expect(await textOf(page, 'total-due-value')).toBe('$86.60');
    await applyPromo(page, 'BAKE10');
    // 80 - 10% = 72; 8.25% of 72 = 5.94
    await expect.poll(() => textOf(page, 'total-tax-value')).toBe('$5.94');
    expect(await textOf(page, 'total-due-value')).toBe('$77.94');

    await fillDetails(page);
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);
    expect(await textOf(page, 'order-paid-total')).toBe('$77.94 USD');
    await page.close();
  });

  it('taxes only the lines whose class has a rate, at 390 and 1280 px', async () => {
    const page = await openCheckout(
      browser,
      [
        { slug: 'bakery-gift-card', denomination: 'b40', quantity: 2 },
        { slug: 'bread-class', denomination: 'class' },
      ],
      MOBILE,
      TAX_STORE,
    );
    await page.getByTestId('summary-toggle').click();
    // 80.00 taxed at 8.25% = 6.60; the 30.00 class is exempt
    expect(await textOf(page, 'total-subtotal-value')).toBe('$110.00');
    expect(await textOf(page, 'total-tax-value')).toBe('$6.60');
    expect(await textOf(page, 'total-due-value')).toBe('$116.60');
    await waitForCardForm(page);
    await expectNoAxeViolations(page, 'checkout with tax');
    await screenshotBoth(page, 'checkout-tax');
    await page.close();
  });
});
