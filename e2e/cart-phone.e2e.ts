import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, openBrowser, VIEWPORTS, type Browser } from './support/browser';
import { openWithEmptyCart, seedCart } from './support/cart';
import { pathOf, RICH, textOf } from './support/storefront';

/** The cart page keeps its total and the way to checkout in reach on a phone. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the cart page on a phone', () => {
  it.each(VIEWPORTS)(
    'has a bar with the total and Proceed to Checkout at phone width only, at %s',
    async (label, viewport) => {
      const { page } = await openWithEmptyCart(browser, RICH, '/', viewport);
      await seedCart(page, [
        { slug: 'classic-gift-card', denominationId: 'c50', quantity: 2 },
        { slug: 'spa-day', denominationId: 'full' },
      ]);
      await page.goto(page.url().replace(/\/$/, '/cart'));
      await page.getByTestId('cart-page').waitFor();
      const bar = page.getByTestId('cart-mobile-bar');
      expect(await bar.isVisible()).toBe(viewport === MOBILE);
      await expectNoAxeViolations(page, `cart page at ${label}`);
      if (viewport !== MOBILE) return page.close();
      expect(await textOf(page, 'cart-mobile-total')).toBe(await textOf(page, 'cart-total'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
      await bar.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect.poll(() => pathOf(page)).toBe('/checkout');
      await page.close();
    },
  );
});
