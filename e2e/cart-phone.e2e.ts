import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, VIEWPORTS } from './support/browser';
import { openWithEmptyCart, seedCart } from './support/cart';
import { pathOf, RICH, textOf } from './support/storefront';

/** The cart page keeps its total and the way to checkout in reach on a phone. */
test.describe('the cart page on a phone', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`has a bar with the total and Proceed to Checkout at phone width only, at ${label}`, async ({ site }) => {
      const { page } = await openWithEmptyCart(site, RICH, '/', viewport);
      await seedCart(page, [
        { slug: 'classic-gift-card', denominationId: 'c50', quantity: 2 },
        { slug: 'spa-day', denominationId: 'full' },
      ]);
      await page.goto(page.url().replace(/\/$/, '/cart'));
      await page.getByTestId('cart-page').waitFor();
      const bar = page.getByTestId('cart-mobile-bar');
      await expect(bar).toBeVisible({ visible: viewport === MOBILE });
      await expectNoAxeViolations(page, `cart page at ${label}`);
      if (viewport !== MOBILE) return page.close();
      await expect(page.getByTestId('cart-mobile-total').first()).toHaveText(await textOf(page, 'cart-total'));
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(MOBILE.width);
      await bar.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect.poll(() => pathOf(page)).toBe('/checkout');
      await page.close();
    });
});
