import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, VIEWPORTS } from './support/browser';
import { expectHeaderCount, openCartDrawer, openWithEmptyCart, seedCart, storedCartItems } from './support/cart';
import { loadAllImages, pathOf, RICH, textOf, type Viewport } from './support/storefront';

/** Adds the product page's current choice with the button of that screen size. */
async function addToCart(page: Page, viewport: Viewport) {
  await page.getByTestId(viewport === MOBILE ? 'mobile-add-to-cart' : 'add-to-cart').click();
  await page.getByTestId('cart-drawer').waitFor();
}

test.describe('the cart drawer (product §2 Cart drawer, §4 Cart)', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`opens after Add to cart with the closable confirmation of the product at ${label}`, async ({ site }) => {
      const { page } = await openWithEmptyCart(site, RICH, '/gift-card/classic-gift-card', viewport);
      await page.getByTestId('amount-c50').click();
      // The price follows the amount once the page's scripts run: a person sees it before stepping
      // the quantity, whose buttons do nothing before then (the amount is a native radio).
      await expect(page.getByTestId('product-price').first()).toHaveText('$50.00');
      await page.getByTestId('quantity-increase').click();
      await addToCart(page, viewport);
      const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
      const notice = drawer.getByTestId('added-to-cart');
      await notice.waitFor();
      await expect(notice.locator('xpath=..')).toHaveAttribute('role', 'status');
      await expect(notice.locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
      await expect(page.getByTestId('added-to-cart-name').first()).toHaveText('Classic Gift Card');
      await expect(notice).toContainText('$50 · Qty 2');
      await expect(page.getByTestId('line-name')).toHaveText(['Classic Gift Card']);
      await expect(page.getByTestId('line-price').first()).toHaveText('$100.00');
      await expect(page.getByTestId('cart-subtotal').first()).toHaveText('$100.00');
      await expect(drawer.getByText('Shipping and fees calculated at checkout.')).toHaveCount(1);
      await expectHeaderCount(page, 2);
      await expectNoAxeViolations(page, `cart drawer ${label}`);
      await loadAllImages(page);
      await screenshot(page, 'cart-drawer-added', { fullPage: false });
      await page.getByTestId('added-to-cart-close').click();
      await notice.waitFor({ state: 'detached' });
      await expect(drawer).toBeVisible();
      await page.close();
    });

  test('shows each line: image, name linked by type, package, denomination, gift details or Send as gift, price, remove', async ({
    site,
  }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/', DESKTOP);
    await seedCart(page, [
      { slug: 'spa-day', denominationId: 'full' },
      {
        slug: 'classic-gift-card',
        denominationId: 'c100',
        quantity: 2,
        giftDetails: {
          recipientName: 'Grace Hopper',
          recipientEmail: 'grace@example.com',
          message: 'Happy retirement!',
        },
      },
    ]);
    await openCartDrawer(page);
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0).getByTestId('line-name')).toHaveAttribute('href', '/voucher/spa-day');
    await expect(lines.nth(1).getByTestId('line-name')).toHaveAttribute('href', '/gift-card/classic-gift-card');
    await expect(lines.nth(0).getByTestId('line-denomination')).toHaveText('Full day');
    await expect(lines.nth(0).getByTestId('line-image')).toHaveAttribute('alt', 'Spa pool at dusk');
    await expect(lines.nth(0).getByRole('button', { name: 'Send as gift: Spa Day for Two' })).toHaveCount(1);
    await expect(lines.nth(1).getByTestId('gift-to')).toHaveText('Grace Hopper');
    await expect(lines.nth(1).getByTestId('gift-email')).toHaveText('grace@example.com');
    await expect(lines.nth(1).getByTestId('gift-message')).toHaveText('“Happy retirement!”');
    await expect(lines.nth(1).getByTestId('gift-delivery')).toHaveText('Immediately after purchase');
    await expect(page.getByTestId('line-price')).toHaveText(['$220.00', '$200.00']);
    await expect(page.getByTestId('cart-subtotal').first()).toHaveText('$420.00');
    await lines.nth(0).getByRole('button', { name: 'Remove Spa Day for Two from cart' }).click();
    await expect.poll(() => textOf(page, 'cart-subtotal')).toBe('$200.00');
    await expect
      .poll(async () => (await storedCartItems(page)).map((item) => item.product.slug))
      .toEqual(['classic-gift-card']);
    await page.close();
  });

  test('opens the gift dialog over the drawer from a line; the drawer stays open with focus inside', async ({
    site,
  }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/', MOBILE);
    await seedCart(page, [{ slug: 'classic-gift-card', quantity: 2 }]);
    await openCartDrawer(page);
    await page.getByRole('button', { name: 'Send as gift: Classic Gift Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send as gift' });
    await dialog.getByRole('radio', { name: /Different recipients/ }).click();
    for (const [index, name] of ['Ada', 'Grace'].entries()) {
      await dialog.getByTestId('recipient-block').nth(index).getByLabel('Name').fill(name);
      await dialog
        .getByTestId('recipient-block')
        .nth(index)
        .getByLabel('Email')
        .fill(`${name.toLowerCase()}@example.com`);
    }
    await dialog.getByTestId('gift-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    await expect(page.getByTestId('gift-to')).toHaveText(['Ada', 'Grace']);
    await expect(page.getByTestId('line-price')).toHaveText(['$25.00', '$25.00']);
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="cart-drawer"]'))))
      .toBe(true);
    await page.close();
  });

  test('goes to /checkout from Checkout and closes with Continue Shopping', async ({ site }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/', MOBILE);
    await seedCart(page, [{ slug: 'dinner-voucher' }]);
    await openCartDrawer(page);
    await page.getByTestId('cart-continue').click();
    await page.getByTestId('cart-drawer').waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/');
    await openCartDrawer(page);
    await expect(page.getByTestId('cart-checkout')).toHaveText('Checkout');
    await page.getByTestId('cart-checkout').click();
    await expect.poll(() => pathOf(page)).toBe('/checkout');
    await expect(page.getByTestId('cart-drawer')).toHaveCount(0);
    await page.close();
  });

  test('traps focus, closes on Escape and returns focus to the cart button', async ({ site }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/', DESKTOP);
    await seedCart(page, [{ slug: 'dinner-voucher' }]);
    await page.getByTestId('cart-button').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('cart-drawer').waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="cart-drawer"]'))))
        .toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('cart-drawer').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('cart-button');
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`shows the empty cart with a button to / at ${label}`, async ({ site }) => {
      const { page } = await openWithEmptyCart(site, RICH, '/voucher/spa-day', viewport);
      await openCartDrawer(page);
      const empty = page.getByTestId('empty-cart');
      await expect(empty.getByRole('heading')).toHaveText('Your Cart is Empty');
      await expect(empty).toContainText("Looks like you haven't added any items to your cart yet");
      await expect(page.getByTestId('cart-drawer-summary')).toHaveCount(0);
      await expectNoAxeViolations(page, `empty cart drawer ${label}`);
      await screenshot(page, 'cart-drawer-empty', { fullPage: false });
      await page.getByTestId('empty-cart-cta').click();
      await expect.poll(() => pathOf(page)).toBe('/');
      await expect(page.getByTestId('cart-drawer')).toHaveCount(0);
      await page.close();
    });
});
