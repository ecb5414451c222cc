import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, VIEWPORTS, type Browser } from './support/browser';
import { openWithEmptyCart } from './support/cart';
import { CHECKOUT, expectConfirmation, fillCard, fillDetails, TEST_CARDS, waitForCardForm } from './support/checkout';
import { pathOf, textOf, textsOf } from './support/storefront';

/** product §4 Amount and purchase: Buy Now adds without the drawer and goes to /checkout; then the whole purchase. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Buy Now to a paid order', () => {
  it.each(VIEWPORTS)('buys a card from its page with Buy Now and the 4242 card, at %s', async (label, viewport) => {
    const { page, pageErrors } = await openWithEmptyCart(browser, CHECKOUT, '/gift-card/coffee-card', viewport);
    await page.getByTestId('amount-c40').click();
    // The fixed bottom bar holds Buy Now on small screens (product §2 Gift card detail).
    await page.getByTestId(viewport.width < 768 ? 'mobile-buy-now' : 'buy-now').click();
    await expect.poll(() => pathOf(page), { timeout: 5000 }).toBe('/checkout');
    await page.getByTestId('checkout-form').waitFor();
    expect(await page.getByTestId('cart-drawer').count()).toBe(0);

    const toggle = page.getByTestId('summary-toggle');
    if (await toggle.isVisible()) await toggle.click();
    expect(await page.getByTestId('summary-item-name').isVisible()).toBe(true);
    expect(await textsOf(page, 'summary-item-name')).toEqual(['Coffee Card']);
    expect(await textOf(page, 'summary-item-total')).toBe('$40.00');
    // 40.00 + the store's 2.5% service fee
    expect(await textOf(page, 'total-due-value')).toBe('$41.00');

    await fillDetails(page);
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);
    expect(await textsOf(page, 'issued-card-title')).toEqual(['Coffee Card']);
    expect(await textOf(page, 'order-paid-total')).toBe('$41.00 USD');
    expect(pageErrors, label).toEqual([]);
    await page.close();
  });
});
